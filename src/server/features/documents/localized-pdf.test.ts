import { COMPANY } from '@domain/shared/company';
import { describe, expect, it } from 'vitest';
import { pdfLines, receiptData } from '../../testing/documents';
import { pdfPageCount, pdfText } from '../../testing/pdf-text';
import type { ReceiptData } from './booking-document';
import { renderInvoicePdf } from './invoice-pdf';
import { renderReceiptPdf } from './receipt-pdf';

// The documents in the booking's language (DESIGN §8.10), read back with pdfjs-dist (no host tools):
// Chinese and Tamil texts, dates and amounts, in the Noto fonts shipped from npm.

const RECEIPT_OPTIONS = { company: COMPANY, partnerName: 'WhiteCoat' };
const INVOICE_OPTIONS = {
  ...RECEIPT_OPTIONS,
  payUrl: 'http://localhost:5000/booking/confirmation/HS2611-0607-1234',
  dueAt: new Date('2026-11-22T02:00:00Z'),
};

/** A household of three with a Chinese and a Tamil name, members, the family bundle and a code. */
function household(overrides: Partial<ReceiptData>): ReceiptData {
  return receiptData({
    isMember: true,
    persons: [
      { firstName: 'Mei Ling', lastName: 'Tan', packageName: 'Premium', unitPrice: '106.20' },
      { firstName: '陈', lastName: '美玲', packageName: 'Comprehensive', unitPrice: '178.20' },
      { firstName: 'முருகன்', lastName: 'சுப்பிரமணியம்', packageName: 'Superior', unitPrice: '300.00' },
    ],
    subtotal: '584.40',
    volumeDiscount: '58.44',
    discountAmount: '10.00',
    gst: '46.44',
    totalAmount: '562.40',
    ...overrides,
  });
}

const unpaid = {
  status: 'pending_payment',
  amountDue: '562.40',
  paidAt: null,
  transactionId: null,
  paymentMethod: null,
} as const;

/**
 * A PDF's Tamil in the order it is typed. A viewer shows it right; a text extractor reads the glyphs
 * in the order they are drawn, where a vowel sign written before its consonant (ெ ே ை) comes first.
 */
const typedTamil = (text: string) => text.replace(/([\u0BC6-\u0BC8])([\u0B95-\u0BB9])/g, '$2$1').normalize('NFC');

/** Whether the PDF embeds the font (its name follows pdfkit's subset tag: 'ABCDEF+NotoSansSC-Regular'). */
const embeds = (pdf: Buffer, font: string) => new RegExp(`/[A-Z]{6}\\+${font}`).test(pdf.toString('latin1'));

describe('a Chinese booking', () => {
  it('gets a receipt in Chinese: its texts, dates and the stored card label, the names as given', async () => {
    const pdf = await renderReceiptPdf(household({ language: 'zh' }), RECEIPT_OPTIONS);
    expect(await pdfPageCount(pdf)).toBe(1);
    const lines = pdfLines(await pdfText(pdf));
    const text = lines.join('\n');
    expect(text).toContain('居家健康检查');
    expect(text).toContain('收据');
    expect(lines).toEqual(
      expect.arrayContaining([
        '小计（3人） $584.40',
        '家庭配套折扣（10%） -$58.44',
        '折扣码 -$10.00',
        '总额 $562.40',
        '银行卡付款 $562.40',
      ]),
    );
    expect(text).toMatch(/参考编号\s+HS2611-0607-1234/);
    expect(text).toContain('付款方式 银行卡（Visa，尾号 1111）');
    expect(text).toContain('日期和时间 2026年11月23日周一 上午9:00');
    expect(text).toMatch(/2\s+陈 美玲\s+Comprehensive（会员价）\s+\$178\.20/);
    expect(text).toContain('முருகன் சுப்பிரமணியம்');
    expect(text).not.toContain('Receipt');
    expect(text).not.toContain('Paid by card');
    expect(embeds(pdf, 'NotoSansSC-Regular')).toBe(true);
  });

  it('gets an invoice in Chinese, with the balance due and the address still to be asked', async () => {
    const invoice = household({
      ...unpaid,
      language: 'zh',
      visitAddress: { unitNumber: null, address: null, postalCode: '238801' },
    });
    const pdf = await renderInvoicePdf(invoice, INVOICE_OPTIONS);
    const text = pdfLines(await pdfText(pdf)).join('\n');
    expect(text).toContain('发票');
    expect(text).toContain('待付款');
    expect(text).toContain('应付余额 $562.40');
    expect(text).toContain('付款期限 2026年11月22日周日, 上午10:00');
    expect(text).toContain('上门地址 需要地址：我们会在上门前致电向您询问。');
    expect(text).toContain(`在线付款：${INVOICE_OPTIONS.payUrl}`);
    expect(text).not.toContain('Balance due');
  });
});

describe('a Tamil booking', () => {
  it('gets a receipt in Tamil, drawn with Noto Sans Tamil', async () => {
    const pdf = await renderReceiptPdf(household({ language: 'ta' }), RECEIPT_OPTIONS);
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = typedTamil(pdfLines(await pdfText(pdf)).join('\n'));
    expect(text).toContain('வீட்டிலேயே உடல்நலப் பரிசோதனை');
    expect(text).toContain('ரசீது');
    expect(text).toMatch(/குறிப்பு எண்\s+HS2611-0607-1234/);
    expect(text).toContain('குடும்பத் தள்ளுபடி (10%)');
    expect(text).toContain('மொத்தம்');
    expect(text).toContain('அட்டை மூலம் செலுத்தப்பட்டது');
    expect(text).toContain('திங்., 23 நவ., 2026');
    expect(text).toContain('(உறுப்பினர் விலை)');
    expect(text).toContain('陈 美玲');
    expect(text).not.toContain('Receipt');
    expect(embeds(pdf, 'NotoSansTamil-Regular')).toBe(true);
    expect(embeds(pdf, 'NotoSansTamil-Bold')).toBe(true);
  });

  it('gets an invoice in Tamil', async () => {
    const pdf = await renderInvoicePdf(household({ ...unpaid, language: 'ta' }), INVOICE_OPTIONS);
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = typedTamil(pdfLines(await pdfText(pdf)).join('\n'));
    expect(text).toContain('விலைப்பட்டியல்');
    expect(text).toContain('INV-HS2611-0607-1234');
    // 'Balance due' (the extractor may read a gap inside மீதி, where the vowel sign is placed).
    expect(text).toMatch(/செலுத்த வேண்டிய மீ ?தி\s+\$ 562\.40/);
    expect(text).toContain(`இணையத்தில் செலுத்த: ${INVOICE_OPTIONS.payUrl}`);
    expect(text).not.toContain('Balance due');
  });
});

describe('an English booking', () => {
  it('draws a Chinese or Tamil name with the npm fonts, and the rest in Helvetica as before', async () => {
    const pdf = await renderReceiptPdf(household({ language: 'en' }), RECEIPT_OPTIONS);
    const text = pdfLines(await pdfText(pdf)).join('\n');
    expect(text).toMatch(/2\s+陈 美玲\s+Comprehensive \(member price\)\s+\$178\.20/);
    expect(text).toContain('முருகன் சுப்பிரமணியம்');
    expect(text).toContain('Subtotal (3 persons) $584.40');
    expect(embeds(pdf, 'NotoSansSC-Regular')).toBe(true);
    expect(embeds(pdf, 'NotoSansTamil-Regular')).toBe(true);
  });

  it('embeds no font when every text is in Helvetica', async () => {
    const pdf = await renderReceiptPdf(receiptData(), RECEIPT_OPTIONS);
    expect(pdf.toString('latin1')).not.toMatch(/FontFile2/);
  });
});
