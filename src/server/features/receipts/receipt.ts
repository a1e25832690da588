import { REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import { isClosedBookingStatus } from '@domain/bookings/status';
import { RECEIPT_CLOSED_MESSAGE, RECEIPT_NOT_PAID_MESSAGE } from '@domain/payments/messages';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { COMPANY, renderReceiptPdf } from '../documents';
import { findReceiptData, RECEIPT_STATUSES } from './receipt-data';

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * GET /api/registrations/{id}/receipt.pdf: the receipt of a paid booking, addressed by its random id
 * (rule 7), for a caller the route let through (the booking's token or staff, DESIGN §8.9), so it names
 * the visit's address. A malformed and an unknown id get the same 404; a booking not paid gets a 409
 * saying why.
 */
export async function createReceipt(options: {
  ctx: Pick<AppContext, 'db' | 'config'>;
  registrationId: string;
}): Promise<ReceiptFile> {
  const { ctx } = options;
  const receipt = await findReceiptData(ctx.db, options.registrationId);
  if (!receipt) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  if (!RECEIPT_STATUSES.has(receipt.status)) {
    throw conflict(isClosedBookingStatus(receipt.status) ? RECEIPT_CLOSED_MESSAGE : RECEIPT_NOT_PAID_MESSAGE);
  }
  const pdf = await renderReceiptPdf(receipt, { company: COMPANY, partnerName: ctx.config.PARTNER_NAME });
  return { fileName: `receipt-${receipt.referenceNumber}.pdf`, pdf };
}
