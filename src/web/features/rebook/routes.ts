// The rebook feature's page, for src/web/routes.tsx only: "Choose another time for your visit", the link
// sent when a nurse cannot come, loaded on demand.

export const lazyRebookPage = async () => ({
  Component: (await import('./rebook-page')).RebookPage,
});
