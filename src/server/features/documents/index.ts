export { COMPANY, type Company } from './company';
export { type InvoiceOptions, invoiceTotals, renderInvoicePdf } from './invoice-pdf';
export { renderReceiptPdf, singaporeDateTimeLabel } from './receipt-pdf';
export { createReceipt, type ReceiptFile } from './service';
