export {
  bookedEntryQuery,
  endOffer,
  entryCodeHash,
  expireOffers,
  forgetUnprovenEntries,
  newToken,
  offerEventVisits,
  offerFreedVisits,
  offerTokenHash,
  takeOfferQuery,
} from './offers';
