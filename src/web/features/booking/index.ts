// What the rest of the client may use from the booking feature: its pages, loaded on demand so that
// the wizard stays out of the home page's bundle (a page loaded on demand, see routes.tsx).

export const lazyBookingPage = async () => ({ Component: (await import('./wizard/booking-page')).BookingPage });

export const lazyConfirmationPage = async () => ({
  Component: (await import('./confirmation/confirmation-page')).ConfirmationPage,
});

export const lazyConfirmedPage = async () => ({
  Component: (await import('./confirmation/confirmed-page')).ConfirmedPage,
});
