// "Manage your booking" (DESIGN §8.2): the page the confirmation email and text link to, with the
// booking's token after '#'. The web client's route and the server's links share this path.

/** The page of a booking, by its reference number (URI-encoded). */
export const manageBookingPath = (referenceNumber: string) => `/booking/manage/${encodeURIComponent(referenceNumber)}`;
