export { COMPANY, type Company } from '@domain/shared/company';
export type { ReceiptData, ReceiptPerson } from './booking-document';
export { type InvoiceOptions, invoiceTotals, renderInvoicePdf } from './invoice-pdf';
export { renderReceiptPdf } from './receipt-pdf';
