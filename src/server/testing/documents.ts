import type { ReceiptData } from '../features/documents';

/** A PDF's text as lines, each with its runs of white space folded to one space and trimmed. */
export const pdfLines = (text: string) => text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());

/** A booking document's data: by default one retail person's Premium booking, paid by card. */
export function receiptData(overrides: Partial<ReceiptData> = {}): ReceiptData {
  return {
    id: '6f1c1f0e-8d1a-4a43-9d7e-0c2b8d1c5a10',
    referenceNumber: 'HS2611-0607-1234',
    status: 'paid',
    firstName: 'Tan',
    lastName: 'Mei Ling',
    email: 'mei.ling@example.com',
    identificationNumber: '*****567D',
    isMember: false,
    eventName: 'Home Based Health Screening',
    visitDate: '2026-11-23',
    visitTime: '09:00',
    location: 'At your home, anywhere in Singapore',
    visitAddress: { unitNumber: '#10-01', address: '1 Orchard Road', postalCode: '238801' },
    persons: [{ firstName: 'Tan', lastName: 'Mei Ling', packageName: 'Premium', unitPrice: '118.00' }],
    subtotal: '118.00',
    volumeDiscount: '0.00',
    discountAmount: '0.00',
    cardDiscountAmount: '0.00',
    gst: '10.62',
    totalAmount: '128.62',
    partnerPaid: '0.00',
    amountDue: '0.00',
    transactionId: 'sim_0123456789abcdef',
    paymentMethod: 'card (Visa ending 1111)',
    paidAt: new Date('2026-11-21T02:05:00Z'),
    createdAt: new Date('2026-11-21T02:00:00Z'),
    language: 'en',
    ...overrides,
  };
}
