// The waitlist's offers of freed visits as app.ts and main.ts compose them, for the tests of the layers
// below the waitlist that free visits by calling their functions directly (bookings' expiry sweep).
export { freedVisitOffers } from '../features/waitlist-offers';
