export {
  bookedEntryQuery,
  endOffer,
  expireOffers,
  newToken,
  offerFreedVisits,
  offerTokenHash,
  takeOfferQuery,
} from './offers';
