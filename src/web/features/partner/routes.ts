// The partner feature's page, for src/web/routes.tsx only: the entry page /wc/{code}, loaded on demand.

export const lazyPartnerEntryPage = async () => ({
  Component: (await import('./partner-entry-page')).PartnerEntryPage,
});
