// The manage-booking feature's page, for src/web/routes.tsx only: "Manage your booking", loaded on demand.

export const lazyManageBookingPage = async () => ({
  Component: (await import('./manage-booking-page')).ManageBookingPage,
});
