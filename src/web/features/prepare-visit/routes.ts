// The prepare-visit feature's page, for src/web/routes.tsx only: "Prepare for your visit", loaded on demand.

export const lazyPrepareVisitPage = async () => ({
  Component: (await import('./prepare-visit-page')).PrepareVisitPage,
});
