import type { RegistrationResult } from '@domain/bookings/responses';
import type { AppContext } from '../../context';
import { type BookingDraft, bookRegistration, type HeldOffer, type PartnerSteps } from './book';

/** A waitlist booking carries no partner code, so the partner is never asked. */
const NO_PARTNER: PartnerSteps = {
  findPrepayment: () => Promise.reject(new Error('A waitlist booking has no partner code')),
  linkQuery: () => {
    throw new Error('A waitlist booking has no partner code');
  },
};

/**
 * Books the visit a waitlist offer holds (DESIGN §8.6), as the wizard would: the server prices it,
 * verifies membership, takes the offer instead of the slot, and answers as the main flow does
 * (status pending_payment, then payment as usual).
 */
export function bookHeldOffer(ctx: AppContext, options: { draft: BookingDraft; offer: HeldOffer }) {
  return bookRegistration<RegistrationResult>({
    ctx,
    booking: options.draft,
    claim: null,
    partnerSteps: NO_PARTNER,
    answerWith: ({ result }) => result,
    offer: options.offer,
  });
}
