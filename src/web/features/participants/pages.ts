// The participants feature's pages in one chunk, loaded on demand (routes.ts): the page, and the pages
// behind the links the spec names by event id.

export { ParticipantsPage } from './participants-page';
export { BookingPackagesRedirect, ParticipantsRedirect } from './redirect-pages';
