import path from 'node:path';
import { COMPANY } from '@domain/shared/company';
import { formatSingaporeDateTime } from '@domain/shared/dates';
import { describe, expect, it } from 'vitest';
import { pdfLines, receiptData } from '../../testing/documents';
import { pdfPageCount, pdfText, pdfToPng } from '../../testing/pdf-text';
import type { ReceiptData } from './booking-document';
import { fitsStandardFont, toStandardFontText } from './fonts';
import { receiptTotals, renderReceiptPdf } from './receipt-pdf';

const OPTIONS = { company: COMPANY, partnerName: 'WhiteCoat' };
const PNG_BASE = path.resolve(import.meta.dirname, '../../../../test-results/receipt-ten-persons');

/** Ten persons (the most one booking holds), long names, every discount and a partner prepayment. */
function busiestReceipt(): ReceiptData {
  const persons = Array.from({ length: 10 }, (_, index) => ({
    firstName: index === 1 ? 'Nguyễn Thị' : `Person${index + 1} Bartholomew-Alexander`,
    lastName: index === 1 ? 'Ánh' : 'Wolfeschlegelsteinhausenbergerdorff Montgomery-Featherstonehaugh',
    packageName: 'Prestige',
    unitPrice: '468.00',
  }));
  // 4680.00; bundle 20% 936.00 → 3744.00; code 10% 374.40 → 3369.60; card 5% 168.48 → 3201.12;
  // GST 288.10 → 3489.22; 50.00 prepaid at the partner.
  return receiptData({
    persons,
    subtotal: '4680.00',
    volumeDiscount: '936.00',
    discountAmount: '374.40',
    cardDiscountAmount: '168.48',
    gst: '288.10',
    totalAmount: '3489.22',
    partnerPaid: '50.00',
    email: 'a.very.long.email.address.for.a.household.booking@subdomain.example.com.sg',
    location: 'At your home, anywhere in Singapore, including the offshore islands reachable by ferry',
  });
}

describe('renderReceiptPdf', () => {
  it("shows the home visit's address, or the words for a booking without one", async () => {
    const withAddress = pdfLines(await pdfText(await renderReceiptPdf(receiptData(), OPTIONS))).join('\n');
    expect(withAddress).toContain('Visit address 1 Orchard Road, #10-01, Singapore 238801');
    expect(withAddress).not.toContain('anywhere in Singapore');

    const none = receiptData({ visitAddress: { unitNumber: null, address: null, postalCode: '238801' } });
    expect(pdfLines(await pdfText(await renderReceiptPdf(none, OPTIONS))).join(' ')).toContain(
      'Address needed: we will call you to ask for it before the visit.',
    );
  });

  it('fits the busiest booking on one page, every discount and payment on its own line', async () => {
    const pdf = await renderReceiptPdf(busiestReceipt(), OPTIONS);
    expect(await pdfPageCount(pdf)).toBe(1);
    await pdfToPng(pdf, PNG_BASE);
    const lines = pdfLines(await pdfText(pdf));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Subtotal (10 persons) $4,680.00',
        'Family bundle discount (20%) -$936.00',
        'Discount code -$374.40',
        'Card discount -$168.48',
        'Amount before GST $3,201.12',
        'GST 9% $288.10',
        'Total $3,489.22',
        'Paid at WhiteCoat $50.00',
        'Paid by card $3,439.22',
      ]),
    );
    // A name Helvetica cannot encode is drawn in a Unicode font, not as other letters.
    expect(lines.some((line) => line.includes('Nguyễn Thị Ánh'))).toBe(true);
    // Cells cut too-long names with an ellipsis instead of running into the next column.
    expect(lines.some((line) => /10 Person10 Bartholomew-Alexander .*… Prestige \$468\.00/.test(line))).toBe(true);
  });

  it('stays on one page with the longest texts a booking can hold', async () => {
    const longest = busiestReceipt();
    const pdf = await renderReceiptPdf(
      {
        ...longest,
        firstName: 'W'.repeat(100),
        lastName: 'M'.repeat(100),
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.example.com`,
        eventName: 'E'.repeat(150),
        location: 'Location text '.repeat(20),
        visitAddress: { unitNumber: '#'.padEnd(20, '9'), address: 'Street text '.repeat(40), postalCode: '238801' },
        transactionId: 't'.repeat(120),
        persons: longest.persons.map((person) => ({
          ...person,
          firstName: 'W'.repeat(100),
          lastName: 'M'.repeat(100),
          packageName: 'P'.repeat(80),
          unitPrice: '99999.99',
        })),
      },
      { ...OPTIONS, partnerName: 'A Very Long Partner Service Name Pte Ltd' },
    );
    expect(await pdfPageCount(pdf)).toBe(1);
    const lines = pdfLines(await pdfText(pdf));
    expect(lines.some((line) => line.startsWith('Paid by card'))).toBe(true);
    expect(lines.filter((line) => line !== '').at(-1)).toContain(COMPANY.legalName);
  });

  it('leaves out discounts that were not given and a card payment the partner covered', async () => {
    const prepaid = receiptData({
      partnerPaid: '128.62',
      transactionId: 'WC-PREPAID-HS2611-0607-1234',
      paymentMethod: 'Paid via WhiteCoat',
    });
    const labels = receiptTotals(prepaid, 'WhiteCoat').map((row) => row.label);
    expect(labels).toEqual(['Subtotal (1 person)', 'Amount before GST', 'GST 9%', 'Total', 'Paid at WhiteCoat']);
    const text = await pdfText(await renderReceiptPdf(prepaid, OPTIONS));
    expect(text).toContain('WC-PREPAID-HS2611-0607-1234');
    expect(text).not.toContain('Paid by card');
  });

  it('names PayNow as the method and in the totals when the booking was paid by PayNow', async () => {
    const receipt = receiptData({ paymentMethod: 'PayNow', transactionId: 'sim_paynow_0123456789abcdef' });
    expect(receiptTotals(receipt, 'WhiteCoat').at(-1)).toEqual({
      label: 'Paid by PayNow',
      amount: '$128.62',
      emphasis: 'accent',
    });
    const lines = pdfLines(await pdfText(await renderReceiptPdf(receipt, OPTIONS)));
    expect(lines).toEqual(expect.arrayContaining(['Payment method PayNow', 'Paid by PayNow $128.62']));
    expect(lines.some((line) => line.startsWith('Paid by card'))).toBe(false);
  });

  it('says "Amount paid" when the method was not a card, and marks member prices', async () => {
    const receipt = receiptData({ paymentMethod: null, transactionId: null, isMember: true });
    expect(receiptTotals(receipt, 'WhiteCoat').at(-1)).toEqual({
      label: 'Amount paid',
      amount: '$128.62',
      emphasis: 'accent',
    });
    const text = await pdfText(await renderReceiptPdf(receipt, OPTIONS));
    expect(text).toContain('Premium (member price)');
    expect(text).not.toContain('Transaction ID');
  });

  it('shows the payment time in Singapore', () => {
    expect(formatSingaporeDateTime(new Date('2026-11-21T16:30:00Z'))).toBe('Sun, 22 Nov 2026, 12:30 AM');
    expect(formatSingaporeDateTime(new Date('2026-11-21T04:05:00Z'))).toBe('Sat, 21 Nov 2026, 12:05 PM');
  });
});

describe('fonts', () => {
  it('keeps Helvetica for Windows-1252 text and replaces the rest only as a last resort', () => {
    expect(fitsStandardFont('José Müller – “Ng”, €5')).toBe(true);
    expect(fitsStandardFont('Nguyễn')).toBe(false);
    expect(fitsStandardFont('陈美玲')).toBe(false);
    expect(toStandardFontText('Nguyễn 陈')).toBe('Nguy?n ?');
  });
});
