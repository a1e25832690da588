// The participants feature's pages, for src/web/routes.tsx only, loaded on demand: the page, and the pages
// behind the links the spec names by event id. One dynamic import for all of them keeps the list of chunks
// the home page carries for them short.

const load = () => import('./pages');

export const lazyParticipantsPage = async () => ({ Component: (await load()).ParticipantsPage });
export const lazyParticipantsRedirect = async () => ({ Component: (await load()).ParticipantsRedirect });
export const lazyBookingPackagesRedirect = async () => ({ Component: (await load()).BookingPackagesRedirect });
