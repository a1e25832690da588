export {
  endOffer,
  entryCodeHash,
  expireOffers,
  forgetUnprovenEntries,
  freedVisitOffers,
  heldOfferQueries,
  newToken,
  offerEventVisits,
  offerFreedVisits,
  offerTokenHash,
} from './offers';
