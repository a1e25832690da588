export type { ReceiptData, ReceiptPerson } from './booking-document';
export { COMPANY, type Company } from './company';
export { type InvoiceOptions, invoiceTotals, renderInvoicePdf } from './invoice-pdf';
/** Test helpers: what a PDF says and how it looks (pdfjs-dist, @napi-rs/canvas). */
export { pdfPageCount, pdfText, pdfToPng } from './pdf-text';
export { renderReceiptPdf } from './receipt-pdf';
