// What the rest of the client may use from the partner feature: the entry page /wc/{code}, loaded on
// demand; the stored partner data the wizard reads; and the clean-up the layout runs on every path.

export { PARTNER_NAME } from './messages';
export { isPartnerPath, PARTNER_EVENT_SLUG } from './partner-paths';
export {
  clearPartnerData,
  PARTNER_REDIRECT_VALIDITY_MS,
  readPartnerData,
  type StoredPartnerData,
} from './storage';
export { useClearPartnerDataOnLeave } from './use-clear-partner-data';

export const lazyPartnerEntryPage = async () => ({
  Component: (await import('./partner-entry-page')).PartnerEntryPage,
});
