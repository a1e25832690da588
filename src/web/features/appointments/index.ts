// What other features may use from the appointments feature: the pieces of the cancel page that "Manage
// your booking" shows too (one implementation of each: the booking's amounts, changing the date and time,
// cancelling and what comes after). Only pages loaded on demand import it. The look-up by reference that
// they all read is in lib/registration-lookup.ts.

export { type AppointmentState, appointmentStateOf } from './appointment-state';
export { BookingAmounts, Detail, PackageNames } from './booking-amounts';
export { CancelForm } from './cancel-form';
export { CancelledCard } from './cancelled-card';
export { CutOffAlert } from './cut-off-alert';
export { ReschedulePanel } from './reschedule-panel';
