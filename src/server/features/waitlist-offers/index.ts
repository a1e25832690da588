export {
  bookedEntryQuery,
  endOffer,
  expireOffers,
  newToken,
  offerEventVisits,
  offerFreedVisits,
  offerTokenHash,
  takeOfferQuery,
} from './offers';
