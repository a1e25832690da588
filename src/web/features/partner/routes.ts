// The partner feature's page, for src/web/routes.tsx only: the entry page /wc/{code}, its code loaded on
// demand behind the processing card.

export { PartnerEntryRoute } from './entry-route';
