// The appointments feature's page, for src/web/routes.tsx only: the cancel page (look-up by reference,
// cancel, reschedule), loaded on demand.

export const lazyCancelAppointmentPage = async () => ({
  Component: (await import('./cancel-appointment-page')).CancelAppointmentPage,
});
