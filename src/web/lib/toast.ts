import type { ExternalToast } from 'sonner';

// Toasts through sonner, loaded with the first toast (or once the page is idle, see Toaster) instead
// of with every page: most visits show none, and sonner is about 9 kB of gzip JavaScript. Import
// `toast` from here, never from 'sonner', so that sonner stays out of the first load.

type ToastKind = 'success' | 'error' | 'info' | 'warning';

const loadSonner = () => import('sonner');

let isToasterWanted = false;
const toasterListeners = new Set<() => void>();

/** Asks for the Toaster to be mounted (once); sonner shows the toasts it was given before that. */
export function requestToaster(): void {
  if (isToasterWanted) return;
  isToasterWanted = true;
  for (const listener of toasterListeners) listener();
}

/** For useSyncExternalStore in the Toaster: whether it is to be mounted yet. */
export const toasterRequest = {
  subscribe(listener: () => void): () => void {
    toasterListeners.add(listener);
    return () => toasterListeners.delete(listener);
  },
  isWanted: (): boolean => isToasterWanted,
};

function show(kind: ToastKind, message: string, data?: ExternalToast): void {
  requestToaster();
  loadSonner().then(
    (sonner) => sonner.toast[kind](message, data),
    // A chunk that a new deployment has removed: the page goes on without its toast.
    (error: unknown) => console.error(error),
  );
}

/** sonner's toast calls the site makes, with the same arguments. */
export const toast = {
  success: (message: string, data?: ExternalToast) => show('success', message, data),
  error: (message: string, data?: ExternalToast) => show('error', message, data),
  info: (message: string, data?: ExternalToast) => show('info', message, data),
  warning: (message: string, data?: ExternalToast) => show('warning', message, data),
};
