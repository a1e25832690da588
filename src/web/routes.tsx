import { type ComponentType, lazy, Suspense } from 'react';
import { matchPath, Outlet, type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import {
  lazyAdminActivityPage,
  lazyAdminDashboardPage,
  lazyAdminEmailPage,
  lazyAdminInsightsPage,
  lazyAdminLayout,
  lazyAdminLoginPage,
  lazyAdminPostalTimeslotsPage,
  lazyAdminPrivacyPage,
  lazyAdminRosterPage,
  lazyAdminRunSheetPage,
  lazyAdminStaffPage,
  lazyAdminWaitlistPage,
  lazyAutoTimeslotsPage,
} from '@/features/admin/routes';
import { lazyCancelAppointmentPage } from '@/features/appointments/routes';
import {
  EventBookingPage,
  lazyConfirmationPage,
  lazyConfirmedPage,
  lazyVerifyHoldPage,
  prefetchEvent,
} from '@/features/booking/routes';
import { EventListPage } from '@/features/events/routes';
import { lazyManageBookingPage } from '@/features/manage-booking/routes';
import { NotFoundPage } from '@/features/not-found/routes';
import { lazyNursePage } from '@/features/nurse/routes';
import {
  lazyLegacyConfirmationPage,
  lazyLegacyEventPage,
  lazyLegacyRegistrationPage,
} from '@/features/older-flow/routes';
import {
  lazyBookingPackagesRedirect,
  lazyParticipantsPage,
  lazyParticipantsRedirect,
} from '@/features/participants/routes';
import { PartnerEntryRoute } from '@/features/partner/routes';
import { lazyPrepareVisitPage } from '@/features/prepare-visit/routes';
import { lazyPrivacyNoticePage } from '@/features/privacy-notice/routes';
import { lazyRebookPage } from '@/features/rebook/routes';
import { lazyWaitlistConfirmPage, lazyWaitlistLeavePage, lazyWaitlistOfferPage } from '@/features/waitlist/routes';
import { loadNamespaces } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { Namespace } from '../locales/catalogues';

// Each feature's pages come from its routes.ts, which only this file imports; what features use of each
// other is in their index.ts, so that importing a small piece of a feature never brings its pages along.

/**
 * A page whose code loads on demand, the first time it is shown: a feature's loader of its component,
 * with the catalogue namespaces it shows, fetched beside its code (in the page's language).
 */
function lazyPage(load: () => Promise<{ Component: ComponentType }>, namespaces: readonly Namespace[] = []) {
  const Page = lazy(async () => {
    const [{ Component }] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: Component };
  });
  return <Page />;
}

// React Router's declarative routes: the site needs no loaders or actions, and the data router's code
// (about 16 kB of gzip JavaScript) would be a quarter of the home page's first load.
const routes: RouteObject[] = [
  {
    // The nurse's phone view (DESIGN §8.12): outside the site's header and footer and the admin area,
    // with its own phone-first bar, so the token holder's redirect of the site's layout never applies.
    path: paths.nurse.path,
    element: <RouteErrorBoundary>{lazyPage(lazyNursePage)}</RouteErrorBoundary>,
  },
  {
    // Only if the layout itself fails; the card then shows without the header and footer.
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A page that throws, or a lazy page whose chunk no longer exists after a deployment, shows the
        // error card inside the layout.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <EventListPage /> },
          // The wizard and the pages after it load on demand, keeping the home page's bundle small; the
          // event page shows the event meanwhile.
          { path: paths.event.path, element: <EventBookingPage /> },
          {
            path: paths.bookingConfirmation.path,
            element: lazyPage(lazyConfirmationPage, ['booking', 'manage', 'payments']),
          },
          {
            path: paths.bookingConfirmed.path,
            element: lazyPage(lazyConfirmedPage, ['booking', 'manage', 'payments']),
          },
          { path: paths.verifyHold.path, element: lazyPage(lazyVerifyHoldPage, ['booking', 'manage']) },
          { path: paths.partnerEntry.path, element: <PartnerEntryRoute /> },
          // The older flow, the participants page and the cancel page (spec 000 §2), on demand as well; the
          // links the spec names by event id open the pages addressed by the event's slug.
          { path: paths.legacyEvent.path, element: lazyPage(lazyLegacyEventPage, ['older', 'events']) },
          { path: paths.legacyParticipants.path, element: lazyPage(lazyParticipantsRedirect, ['participants']) },
          { path: paths.participants.path, element: lazyPage(lazyParticipantsPage, ['participants', 'older']) },
          { path: paths.bookingPackages.path, element: lazyPage(lazyBookingPackagesRedirect, ['participants']) },
          { path: paths.bookingRegistration.path, element: lazyPage(lazyLegacyRegistrationPage, ['older', 'booking']) },
          { path: paths.legacyRegistration.path, element: lazyPage(lazyLegacyRegistrationPage, ['older', 'booking']) },
          { path: paths.legacyConfirmation.path, element: lazyPage(lazyLegacyConfirmationPage, ['older', 'payments']) },
          { path: paths.cancelAppointment.path, element: lazyPage(lazyCancelAppointmentPage, ['manage']) },
          // "Manage your booking", the link of the confirmation email and text (DESIGN §8.2), on demand.
          {
            path: paths.manageBooking.path,
            element: lazyPage(lazyManageBookingPage, ['manage', 'booking', 'payments']),
          },
          // "Prepare for your visit": each person's pre-visit form, the confirmation email's link (DESIGN §8.11).
          { path: paths.prepareVisit.path, element: lazyPage(lazyPrepareVisitPage, ['prepare', 'messages']) },
          // "Choose another time": the link of the email and text sent when a nurse cannot come (DESIGN §8.12).
          { path: paths.rebook.path, element: lazyPage(lazyRebookPage, ['rebook', 'messages']) },
          // The privacy notice the booking pages link to (DESIGN §8.3), on demand as well.
          { path: paths.privacyNotice.path, element: lazyPage(lazyPrivacyNoticePage, ['privacy']) },
          // The waitlist's pages the emails link to (DESIGN §8.6), on demand as well.
          { path: paths.waitlistOffer.path, element: lazyPage(lazyWaitlistOfferPage, ['waitlist', 'booking']) },
          { path: paths.waitlistLeave.path, element: lazyPage(lazyWaitlistLeavePage, ['waitlist']) },
          { path: paths.waitlistConfirm.path, element: lazyPage(lazyWaitlistConfirmPage, ['waitlist']) },
          // The admin area (spec 001 §2), loaded on demand too: the login page, and the protected pages
          // inside the admin layout (its guard and shell).
          { path: paths.adminLogin.path, element: lazyPage(lazyAdminLoginPage) },
          {
            path: paths.admin.path,
            element: lazyPage(lazyAdminLayout),
            children: [
              { index: true, element: lazyPage(lazyAdminDashboardPage) },
              { path: paths.adminDashboard.path, element: lazyPage(lazyAdminDashboardPage) },
              { path: paths.adminActivity.path, element: lazyPage(lazyAdminActivityPage) },
              { path: paths.adminEmail.path, element: lazyPage(lazyAdminEmailPage) },
              { path: paths.adminPrivacy.path, element: lazyPage(lazyAdminPrivacyPage) },
              { path: paths.adminWaitlist.path, element: lazyPage(lazyAdminWaitlistPage) },
              { path: paths.adminInsights.path, element: lazyPage(lazyAdminInsightsPage) },
              { path: paths.adminPostalTimeslots.path, element: lazyPage(lazyAdminPostalTimeslotsPage) },
              { path: paths.adminRunSheet.path, element: lazyPage(lazyAdminRunSheetPage) },
              { path: paths.adminStaff.path, element: lazyPage(lazyAdminStaffPage) },
              { path: paths.adminRoster.path, element: lazyPage(lazyAdminRosterPage) },
            ],
          },
          // Test page for auto-generated timeslots (spec 001 §2), on demand.
          { path: paths.testAutoTimeslots.path, element: lazyPage(lazyAutoTimeslotsPage) },
          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Asks for the data of the page the visitor arrives on before React first renders it, so that it loads
 * beside the page's code: the event page's event, whose description is the largest thing it paints.
 */
export function prefetchLandingPageData(pathname: string): void {
  const eventPage = matchPath(paths.event.path, pathname);
  if (eventPage?.params.slug) prefetchEvent(eventPage.params.slug);
}

/**
 * The catalogue namespaces the page the visitor arrives on shows in its first render, beyond the
 * header's: the home page's event list, the event page's event and wizard. The others come with their
 * page's code (lazyPage).
 */
export function landingPageNamespaces(pathname: string): Namespace[] {
  if (matchPath(paths.event.path, pathname) || matchPath(paths.partnerEntry.path, pathname)) {
    return ['events', 'booking'];
  }
  return pathname === paths.home.getHref() ? ['events'] : [];
}

/**
 * The page for the current location. On the first visit to a page loaded on demand nothing shows
 * until its code is there (the event page shows its stand-in); moving to another page keeps the
 * current one on screen meanwhile, since the router's navigations are transitions.
 */
export function AppRoutes() {
  const page = useRoutes(routes);
  return <Suspense fallback={null}>{page}</Suspense>;
}
