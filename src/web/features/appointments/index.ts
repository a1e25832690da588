// What other features may use from the appointments feature: the look-up by reference, and the pieces
// of the cancel page that "Manage your booking" shows too (one implementation of each: the booking's
// amounts, changing the date and time, cancelling and what comes after). Only pages loaded on demand
// import it.

export { registrationLookupQueryOptions } from './api';
export { type AppointmentState, appointmentStateOf } from './appointment-state';
export { BookingAmounts, Detail, PackageNames } from './booking-amounts';
export { CancelForm } from './cancel-form';
export { CancelledCard } from './cancelled-card';
export { CutOffAlert } from './cut-off-alert';
export { ReschedulePanel } from './reschedule-panel';
