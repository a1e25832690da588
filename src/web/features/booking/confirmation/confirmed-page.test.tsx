import type { RegistrationLookup } from '@domain/bookings/responses';
import { RECEIPT_WITHOUT_TOKEN_MESSAGE } from '@domain/payments/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';
import { ConfirmedPage } from './confirmed-page';

const REFERENCE = 'HS2611-2101-0001';
const ID = '7c1d1f0e-3b1a-4f4e-9a53-0e2a8f9a1b2c';

const paid = {
  id: ID,
  status: 'paid',
  referenceNumber: REFERENCE,
  firstName: 'Mei Ling',
  lastName: 'Tan',
  email: 'm***@example.com',
  eventName: 'Home Based Health Screening',
  packageName: 'Premium',
  packagePrice: '118.00',
  timeslotDate: '2026-12-01',
  timeslotTime: '09:00:00',
  location: null,
  identificationNumber: '*****567D',
  isAiaMember: false,
  isVitalityMember: false,
  personCount: 1,
  subtotal: '118.00',
  volumeDiscount: '0.00',
  discountAmount: '0.00',
  gst: '10.62',
  totalAmount: '128.62',
  partnerPaid: '0.00',
  cardDiscountAmount: '0.00',
  amountDue: '0.00',
  isFromPartner: false,
  transactionId: 'sim_txn_1',
  paymentMethod: 'card (Visa ending 1111)',
  paymentDueAt: null,
  holdExpiresAt: null,
  participants: [],
  cancelledAt: null,
  canSelfServe: true,
  canChangeParticipants: false,
} as unknown as RegistrationLookup;

/** The paid booking's page as it first renders, the look-up answered already. */
function render() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(registrationLookupQueryOptions(REFERENCE).queryKey, paid);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/booking/confirmed/${REFERENCE}`]}>
        <Routes>
          <Route path="/booking/confirmed/:referenceNumber" element={<ConfirmedPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { html, text };
}

afterEach(() => vi.unstubAllGlobals());

describe("the paid booking's receipt (DESIGN §8.9: documents need the booking token)", () => {
  it('offers the download where this browser holds the booking token', () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === `booking_token:${ID}` ? 'the-token' : null) });
    const { html, text } = render();
    expect(html).toMatch(
      /<a[^>]*href="\/api\/registrations\/[^"]+\/receipt\.pdf"[^>]*download="receipt-HS2611-2101-0001\.pdf"/,
    );
    expect(text).toContain('Download receipt');
    // The token travels in a header when the link is used, never in the address.
    expect(html).not.toContain('the-token');
    expect(text).not.toContain(RECEIPT_WITHOUT_TOKEN_MESSAGE);
  });

  it('says where the receipt is without the token, and offers no link that would be refused', () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    const { text } = render();
    expect(text).not.toContain('Download receipt');
    expect(text).toContain(RECEIPT_WITHOUT_TOKEN_MESSAGE);
    expect(text).toContain('Add to calendar');
  });
});
