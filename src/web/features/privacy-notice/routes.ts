// The privacy notice's page (DESIGN §8.3), for src/web/routes.tsx only, loaded on demand.

export const lazyPrivacyNoticePage = async () => ({
  Component: (await import('./privacy-notice-page')).PrivacyNoticePage,
});
