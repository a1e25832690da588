import { createBrowserRouter } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { lazyAdminActivityPage, lazyAdminDashboardPage, lazyAdminLayout, lazyAdminLoginPage } from '@/features/admin';
import { lazyBookingPage, lazyConfirmationPage, lazyConfirmedPage } from '@/features/booking';
import { EventListPage } from '@/features/events';
import { NotFoundPage } from '@/features/not-found';
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
            ],
          },
          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
