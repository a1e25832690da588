export type { ReceiptData, ReceiptPerson } from './booking-document';
export { COMPANY, type Company } from './company';
export { type InvoiceOptions, invoiceTotals, renderInvoicePdf } from './invoice-pdf';
export { renderReceiptPdf } from './receipt-pdf';
