import type { TestEmailType } from '@domain/notifications/email-schemas';
import { DEFAULT_LANGUAGE, type Language } from '@domain/shared/language';
import type { EmailBooking } from './variables';

/**
 * The made-up booking the test tool renders and sends (GET /api/test-email, /api/test-pdf): a household
 * of two, a member, the family bundle and a code, so that every line of the documents shows. Never a
 * real customer's data. In English unless a language is given (the preview of another language's row).
 */
export function sampleBooking(type: TestEmailType, now: Date, language: Language = DEFAULT_LANGUAGE): EmailBooking {
  const paid = type === 'receipt';
  return {
    receipt: {
      id: '00000000-0000-4000-8000-000000000000',
      referenceNumber: 'HS0000-0000-0000',
      status: paid ? 'paid' : 'pending_payment',
      firstName: 'Mei Ling',
      lastName: 'Tan',
      email: 'mei.ling@example.com',
      identificationNumber: '*****567D',
      isMember: true,
      eventName: 'Home Based Health Screening',
      visitDate: '2026-11-23',
      visitTime: '09:00',
      location: 'At your home, anywhere in Singapore',
      visitAddress: { unitNumber: '#10-01', address: '1 Orchard Road', postalCode: '238801' },
      persons: [
        { firstName: 'Mei Ling', lastName: 'Tan', packageName: 'Premium', unitPrice: '106.20' },
        { firstName: 'Wei Jie', lastName: 'Tan', packageName: 'Comprehensive', unitPrice: '178.20' },
      ],
      // 284.40; bundle 5% 14.22 → 270.18; code 10% 27.02 → 243.16; GST 21.88 → 265.04.
      subtotal: '284.40',
      volumeDiscount: '14.22',
      discountAmount: '27.02',
      cardDiscountAmount: '0.00',
      gst: '21.88',
      totalAmount: '265.04',
      partnerPaid: '0.00',
      amountDue: paid ? '0.00' : '265.04',
      transactionId: paid ? 'sim_sample000000' : null,
      paymentMethod: paid ? 'card (Visa ending 1111)' : null,
      paidAt: paid ? now : null,
      language,
      createdAt: now,
    },
    mobileNumber: '91234567',
    dateOfBirth: '1985-04-12',
    postalCode: '238801',
    address: '1 Orchard Road',
    unitNumber: '#10-01',
    paymentDueAt: paid ? null : new Date(now.getTime() + 24 * 3_600_000),
    holdExpiresAt: paid ? null : new Date(now.getTime() + 30 * 60_000),
    calendarSequence: 0,
    partnerCode: null,
    eventSlug: 'home-health-screening',
    language,
  };
}

/** The sample's code and manage link, so staff see the confirmation's fixed block as customers do. */
export const SAMPLE_LINK_SECRETS = { verificationCode: '123456', bookingToken: 'sample-booking-token' } as const;
