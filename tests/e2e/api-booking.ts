import { simulatedNonceFor } from '@domain/payments/test-cards';
import { expect } from 'vitest';
import { CENTRAL_POSTAL_CODE, type Journey, testPerson } from './harness';

// Bookings the journeys make through the API before the browser looks, as the wizard would send them:
// Premium in the first free central visit, at one Orchard Road address, paid (when asked) by test card.

export const CENTRAL_ADDRESS = { address: '1 Orchard Road', unitNumber: '#10-01' };

export interface BookedThroughApi {
  id: string;
  reference: string;
  amountDue: string;
  totalAmount: string;
  bookingToken: string;
  email: string;
}

/** The id of the first visit still free for the central postal code. */
async function firstFreeCentralVisit(journey: Journey, eventId: number): Promise<number> {
  const slots = (await (
    await journey.api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${eventId}`)
  ).json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> };
  const slot = Object.values(slots.data)
    .flatMap((day) => day.timeslot)
    .find((candidate) => candidate.isAvailable);
  expect(slot).toBeDefined();
  return slot!.id;
}

/**
 * A Premium booking for `firstName` Tan (and household members, each with the ID of their own serial)
 * with the person's ID and mobile from `serial`, and an email `{firstname}.{emailTag}{serial}@example.com`.
 */
export async function bookPremiumThroughApi(
  journey: Journey,
  options: {
    eventSlug: string;
    firstName: string;
    serial: number;
    emailTag: string;
    members?: { firstName: string; serial: number }[];
  },
): Promise<BookedThroughApi> {
  const event = await journey.eventDetails(options.eventSlug);
  const premium = event.packages.find((pkg) => pkg.name === 'Premium')!;
  const person = testPerson(options.serial);
  const email = `${options.firstName.toLowerCase()}.${options.emailTag}${options.serial}@example.com`;
  const response = await journey.postJson(
    '/api/registrations',
    {
      eventId: event.id,
      packageId: premium.id,
      timeslotId: await firstFreeCentralVisit(journey, event.id),
      firstName: options.firstName,
      lastName: 'Tan',
      email,
      mobileNumber: person.mobileNumber,
      gender: 'female',
      identificationNumber: person.identificationNumber,
      dateOfBirth: '1985-04-12',
      postalCode: CENTRAL_POSTAL_CODE,
      ...CENTRAL_ADDRESS,
      participants: (options.members ?? []).map((member) => ({
        firstName: member.firstName,
        lastName: 'Tan',
        identificationNumber: testPerson(member.serial).identificationNumber,
        dateOfBirth: '1988-02-02',
        gender: 'Male',
        packageId: premium.id,
      })),
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(response.status).toBe(201);
  const data = ((await response.json()) as { data: Record<string, string> }).data;
  return {
    id: data.id!,
    reference: data.reference_number!,
    amountDue: data.amountDue!,
    totalAmount: data.totalAmount!,
    bookingToken: data.bookingToken!,
    email,
  };
}

/** Pays the amount due with the approved test card. */
export async function payByTestCard(journey: Journey, booking: BookedThroughApi): Promise<void> {
  const response = await journey.postJson('/api/payments/process', {
    registrationId: booking.id,
    nonce: simulatedNonceFor('4111 1111 1111 1111'),
    amount: booking.amountDue,
    paymentType: 'card',
    deviceData: '{}',
  });
  expect(response.status).toBe(200);
}
