import { createBrowserRouter } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import {
  lazyAdminActivityPage,
  lazyAdminDashboardPage,
  lazyAdminEmailPage,
  lazyAdminLayout,
  lazyAdminLoginPage,
  lazyAdminPostalTimeslotsPage,
  lazyAdminRunSheetPage,
  lazyAutoTimeslotsPage,
} from '@/features/admin';
import { lazyCancelAppointmentPage } from '@/features/appointments';
import { lazyBookingPage, lazyConfirmationPage, lazyConfirmedPage } from '@/features/booking';
import { EventListPage } from '@/features/events';
import { lazyLegacyConfirmationPage, lazyLegacyEventPage, lazyLegacyRegistrationPage } from '@/features/legacy-booking';
import { NotFoundPage } from '@/features/not-found';
import { lazyBookingPackagesRedirect, lazyParticipantsPage, lazyParticipantsRedirect } from '@/features/participants';
import { lazyPartnerEntryPage } from '@/features/partner';
import { paths } from '@/lib/paths';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // Only if the layout itself fails; the card then shows without the header and footer.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page that throws, or a lazy page whose chunk no longer exists after a deployment, shows the
        // error card inside the layout instead of React Router's default screen.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <EventListPage /> },
          // The wizard and the pages after it load on demand, keeping the home page's bundle small.
          { path: paths.event.path, lazy: lazyBookingPage },
          { path: paths.bookingConfirmation.path, lazy: lazyConfirmationPage },
          { path: paths.bookingConfirmed.path, lazy: lazyConfirmedPage },
          { path: paths.partnerEntry.path, lazy: lazyPartnerEntryPage },
          // The older flow, the participants page and the cancel page (spec 000 §2), on demand as well; the
          // links the spec names by event id open the pages addressed by the event's slug.
          { path: paths.legacyEvent.path, lazy: lazyLegacyEventPage },
          { path: paths.legacyParticipants.path, lazy: lazyParticipantsRedirect },
          { path: paths.participants.path, lazy: lazyParticipantsPage },
          { path: paths.bookingPackages.path, lazy: lazyBookingPackagesRedirect },
          { path: paths.bookingRegistration.path, lazy: lazyLegacyRegistrationPage },
          { path: paths.legacyRegistration.path, lazy: lazyLegacyRegistrationPage },
          { path: paths.legacyConfirmation.path, lazy: lazyLegacyConfirmationPage },
          { path: paths.cancelAppointment.path, lazy: lazyCancelAppointmentPage },
          // The admin area (spec 001 §2), loaded on demand too: the login page, and the protected pages
          // inside the admin layout (its guard and shell).
          { path: paths.adminLogin.path, lazy: lazyAdminLoginPage },
          {
            path: paths.admin.path,
            lazy: lazyAdminLayout,
            children: [
              { index: true, lazy: lazyAdminDashboardPage },
              { path: paths.adminDashboard.path, lazy: lazyAdminDashboardPage },
              { path: paths.adminActivity.path, lazy: lazyAdminActivityPage },
              { path: paths.adminEmail.path, lazy: lazyAdminEmailPage },
              { path: paths.adminPostalTimeslots.path, lazy: lazyAdminPostalTimeslotsPage },
              { path: paths.adminRunSheet.path, lazy: lazyAdminRunSheetPage },
            ],
          },
          // Test page for auto-generated timeslots (spec 001 §2), on demand.
          { path: paths.testAutoTimeslots.path, lazy: lazyAutoTimeslotsPage },
          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
