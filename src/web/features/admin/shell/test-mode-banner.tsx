import { TEST_MODE_BANNER_MESSAGE } from '@domain/payments/settings-messages';
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PAYMENT_SETTINGS_LINK } from '../messages';
import { usePaymentTestMode } from '../payments/api';

/** Where staff switch the mode: the dashboard's Payments tab. */
export const PAYMENTS_TAB_HREF = `${paths.adminDashboard.getHref()}?tab=payments`;

/** The strip under the admin bar while card payments are simulated (DESIGN §8.2); nothing otherwise. */
export function TestModeBanner({ testMode }: { testMode: boolean | undefined }) {
  if (testMode !== true) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 text-amber-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        <p className="font-semibold">{TEST_MODE_BANNER_MESSAGE}</p>
        <Link to={PAYMENTS_TAB_HREF} className="font-semibold underline underline-offset-2 hover:text-amber-950">
          {PAYMENT_SETTINGS_LINK}
        </Link>
      </div>
    </div>
  );
}

/**
 * The banner of every admin page, from the Payments tab's own query (GET /api/admin/payments/test-mode),
 * so that switching the mode there shows here at once.
 */
export function PaymentTestModeBanner() {
  const mode = usePaymentTestMode();
  return <TestModeBanner testMode={mode.data?.testMode} />;
}
