// The nurse feature's page, for src/web/routes.tsx only: /nurse, the nurses' phone view, loaded on demand.

export const lazyNursePage = async () => ({ Component: (await import('./nurse-page')).NursePage });
