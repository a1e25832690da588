export { COMPANY, type Company } from './company';
export { renderReceiptPdf } from './receipt-pdf';
export { createReceipt, type ReceiptFile } from './service';
