import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { requestToaster, toasterRequest } from '@/lib/toast';

const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** The longest the Toaster waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `callback` when the browser is idle after the page's load event; returns the cancel. */
function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelWait = () => {};
  const onLoad = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => window.cancelIdleCallback(id);
    } else {
      const timer = setTimeout(callback, IDLE_TIMEOUT_MS);
      cancelWait = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelWait();
  };
}

/**
 * sonner's Toaster, mounted with the first toast or when the browser is idle after the page has
 * loaded, whichever comes first: off the first load, yet its live region is in place before the
 * toasts that follow a visitor's actions, so that screen readers announce them.
 */
export function Toaster() {
  const { t } = useTranslation();
  const isWanted = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.isWanted);
  useEffect(() => (isWanted ? undefined : whenIdleAfterLoad(requestToaster)), [isWanted]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        duration={4000}
        visibleToasts={3}
        richColors
        closeButton
        containerAriaLabel={t('toaster.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('toaster.closeToast') }}
      />
    </Suspense>
  );
}
