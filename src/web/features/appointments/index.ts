// What the rest of the client may use from the appointments feature: the cancel page (look-up by
// reference, cancel, reschedule), loaded on demand.

export const lazyCancelAppointmentPage = async () => ({
  Component: (await import('./cancel-appointment-page')).CancelAppointmentPage,
});
