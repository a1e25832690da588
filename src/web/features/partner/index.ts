// What the rest of the client may use from the partner feature: the stored partner data the wizard reads,
// and the clean-up the layout runs on every path. The entry page /wc/{code} is in routes.ts.

export { PARTNER_NAME } from './messages';
export { isPartnerPath, PARTNER_EVENT_SLUG } from './partner-paths';
export {
  clearPartnerData,
  PARTNER_REDIRECT_VALIDITY_MS,
  readPartnerData,
  type StoredPartnerData,
} from './storage';
export { useClearPartnerDataOnLeave } from './use-clear-partner-data';
