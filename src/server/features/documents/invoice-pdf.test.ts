import path from 'node:path';
import { COMPANY } from '@domain/shared/company';
import { describe, expect, it } from 'vitest';
import { pdfLines, receiptData } from '../../testing/documents';
import { pdfPageCount, pdfText, pdfToPng } from '../../testing/pdf-text';
import type { ReceiptData } from './booking-document';
import { invoiceTotals, renderInvoicePdf } from './invoice-pdf';

const OPTIONS = {
  company: COMPANY,
  partnerName: 'WhiteCoat',
  payUrl: 'http://localhost:5000/booking/confirmation/HS2611-0607-1234',
  dueAt: new Date('2026-11-22T02:00:00Z'),
};
const PNG_DIR = path.resolve(import.meta.dirname, '../../../../test-results');

/** A household of three, members, the family bundle and a code, 50.00 prepaid at the partner, the rest due. */
function dueInvoice(overrides: Partial<ReceiptData> = {}): ReceiptData {
  // 3 × 106.20 = 318.60; bundle 10% 31.86 → 286.74; code 10% 28.67 → 258.07; GST 23.23 → 281.30.
  return receiptData({
    status: 'pending_payment',
    firstName: 'Mei Ling',
    lastName: 'Tan',
    isMember: true,
    persons: [
      { firstName: 'Mei Ling', lastName: 'Tan', packageName: 'Premium', unitPrice: '106.20' },
      { firstName: 'Ahmad', lastName: 'Rahman', packageName: 'Premium', unitPrice: '106.20' },
      { firstName: 'Wei', lastName: 'Tan', packageName: 'Premium', unitPrice: '106.20' },
    ],
    subtotal: '318.60',
    volumeDiscount: '31.86',
    discountAmount: '28.67',
    gst: '23.23',
    totalAmount: '281.30',
    partnerPaid: '50.00',
    amountDue: '231.30',
    transactionId: null,
    paymentMethod: null,
    paidAt: null,
    ...overrides,
  });
}

describe('renderInvoicePdf', () => {
  it('lists each person with the member price, every discount, GST, the partner part and the balance due', async () => {
    const pdf = await renderInvoicePdf(dueInvoice(), OPTIONS);
    expect(await pdfPageCount(pdf)).toBe(1);
    await pdfToPng(pdf, path.join(PNG_DIR, 'invoice-household'));
    const lines = pdfLines(await pdfText(pdf));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Subtotal (3 persons) $318.60',
        'Family bundle discount (10%) -$31.86',
        'Discount code -$28.67',
        'Amount before GST $258.07',
        'GST 9% $23.23',
        'Total $281.30',
        'Paid at WhiteCoat -$50.00',
        'Balance due $231.30',
      ]),
    );
    const text = lines.join('\n');
    expect(text).toContain('INV-HS2611-0607-1234');
    expect(text).toContain('PAYMENT DUE');
    expect(text).toMatch(/2 Ahmad Rahman Premium \(member price\) \$106\.20/);
    expect(text).toContain('Pay by Sun, 22 Nov 2026, 10:00 AM');
    expect(text).toContain(`Pay online: ${OPTIONS.payUrl}`);
    expect(text).toContain(COMPANY.uen);
    expect(text).toContain('Visit address 1 Orchard Road, #10-01, Singapore 238801');
  });

  it('shows a booking paid in the meantime as paid, with nothing left', () => {
    const paid = dueInvoice({ status: 'paid', partnerPaid: '0.00', amountDue: '0.00', transactionId: 'sim_1' });
    expect(invoiceTotals(paid, 'WhiteCoat').slice(-2)).toEqual([
      { label: 'Paid', amount: '-$281.30' },
      { label: 'Balance due', amount: '$0.00', emphasis: 'accent' },
    ]);
  });

  it('says the balance is paid on the day for a pay-on-the-day booking', async () => {
    const pdf = await renderInvoicePdf(dueInvoice({ status: 'confirmed', partnerPaid: '0.00', amountDue: '281.30' }), {
      ...OPTIONS,
      dueAt: null,
    });
    const text = await pdfText(pdf);
    expect(text).toContain('On the day of the visit');
    expect(text).not.toContain('Pay online');
  });

  it('stays on one page for ten persons with long names', async () => {
    const persons = Array.from({ length: 10 }, (_, index) => ({
      firstName: `Person${index + 1} Bartholomew-Alexander`,
      lastName: 'Wolfeschlegelsteinhausenbergerdorff Montgomery-Featherstonehaugh',
      packageName: 'Prestige',
      unitPrice: '468.00',
    }));
    const pdf = await renderInvoicePdf(dueInvoice({ persons, cardDiscountAmount: '10.00' }), OPTIONS);
    expect(await pdfPageCount(pdf)).toBe(1);
    await pdfToPng(pdf, path.join(PNG_DIR, 'invoice-ten-persons'));
  });
});
