// The waitlist's pages the emails link to (DESIGN §8.6), for src/web/routes.tsx only, loaded on demand.

export const lazyWaitlistOfferPage = async () => ({ Component: (await import('./offer-page')).OfferPage });

export const lazyWaitlistLeavePage = async () => ({ Component: (await import('./leave-page')).LeavePage });

export const lazyWaitlistConfirmPage = async () => ({ Component: (await import('./confirm-page')).ConfirmPage });
