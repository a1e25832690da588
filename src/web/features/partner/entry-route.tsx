import { lazy, Suspense } from 'react';
import { PartnerEntryFrame, Processing } from './processing';

const PartnerEntryPage = lazy(async () => ({ default: (await import('./partner-entry-page')).PartnerEntryPage }));

/**
 * /wc/{code}: the processing card at once, while the entry page's code loads, so that a visitor coming
 * from the partner never looks at an empty page.
 */
export function PartnerEntryRoute() {
  return (
    <Suspense
      fallback={
        <PartnerEntryFrame>
          <Processing />
        </PartnerEntryFrame>
      }
    >
      <PartnerEntryPage />
    </Suspense>
  );
}
