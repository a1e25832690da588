import { createBrowserRouter } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { EventListPage } from '@/features/events/event-list-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';

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
          {
            path: 'events/:slug',
            lazy: async () => ({ Component: (await import('@/features/booking/booking-page')).BookingPage }),
          },
          {
            path: 'booking/confirmation/:reference',
            lazy: async () => ({
              Component: (await import('@/features/booking/confirmation-page')).ConfirmationPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
