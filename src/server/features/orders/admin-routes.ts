import { PassThrough, pipeline, Readable } from 'node:stream';
import { REGISTRATION_UPDATED_MESSAGE, refundDueMessage, refundedMessage } from '@domain/orders/messages';
import {
  type AdminRegistration,
  adminRegistrationDetailsSchema,
  adminRegistrationListQuerySchema,
  adminRegistrationListResponseSchema,
  adminRegistrationStatusRequestSchema,
  adminRegistrationStatusResultSchema,
  revealedIdentificationSchema,
  revealIdentificationRequestSchema,
} from '@domain/orders/schemas';
import { paymentStateLabel } from '@domain/payments/state';
import { todayInSingapore } from '@domain/shared/dates';
import { successEnvelope } from '@domain/shared/envelope';
import { adminRegistrationParamsSchema } from '@domain/shared/form-fields';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { fileAnswer } from '../../http/openapi';
import { adminSecurity as security } from '../../http/record-routes';
import { refundsFor } from '../payments';
import { staffActor as actorOf } from '../staff';
import {
  countAdminRegistrations,
  findAdminRegistration,
  listAdminRegistrations,
  streamAdminRegistrations,
} from './queries';
import { revealIdentificationNumber } from './reveal-identification';
import { changeRegistrationStatus } from './service';

const tags = ['admin'];

/** The CSV export is bounded: past this many rows, narrow the filter. */
export const MAX_EXPORT_ROWS = 50_000;
const EXPORT_BATCH_SIZE = 500;
const csvFile = z.any().meta({
  type: 'string',
  description: 'The filtered orders as CSV (text/csv, UTF-8 with BOM), newest first, formulas escaped',
});

const CSV_COLUMNS: { header: string; value: (row: AdminRegistration) => string | number }[] = [
  { header: 'Reference', value: (row) => row.referenceNumber },
  { header: 'Status', value: (row) => row.status },
  { header: 'Payment', value: (row) => paymentStateLabel(row.paymentState) },
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Last name', value: (row) => row.lastName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Mobile', value: (row) => row.mobileNumber },
  { header: 'Event', value: (row) => row.eventName },
  { header: 'Package', value: (row) => row.packageName },
  { header: 'Visit date', value: (row) => row.timeslotDate },
  { header: 'Visit time', value: (row) => row.timeslotTime },
  { header: 'Persons', value: (row) => row.personCount },
  { header: 'Total (SGD)', value: (row) => row.totalAmount },
  { header: 'Amount due (SGD)', value: (row) => row.amountDue },
  { header: 'Booked at', value: (row) => row.createdAt },
];

/** The Orders tab (spec 001 §7): registered inside the admin area, behind its guard. */
export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // ---- orders ----

  app.get(
    '/registrations',
    {
      schema: {
        tags,
        security,
        summary: 'Orders, newest first: data is the page, meta the total; filter by status, event, visit date, search',
        querystring: adminRegistrationListQuerySchema,
        response: { 200: adminRegistrationListResponseSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listAdminRegistrations(ctx.db, query);
      return { ...ok(rows), meta: { total, page: query.page, pageSize: query.pageSize } };
    },
  );

  app.get(
    '/registrations/export.csv',
    {
      schema: {
        tags,
        security,
        summary: `The filtered orders as CSV (at most ${MAX_EXPORT_ROWS} rows; page and pageSize are ignored)`,
        querystring: adminRegistrationListQuerySchema,
        response: { 200: fileAnswer('text/csv', csvFile) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const total = await countAdminRegistrations(ctx.db, query);
      async function* records() {
        for await (const row of streamAdminRegistrations(ctx.db, query, {
          batchSize: EXPORT_BATCH_SIZE,
          maxRows: MAX_EXPORT_ROWS,
        })) {
          yield CSV_COLUMNS.map((column) => column.value(row));
        }
      }
      // Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) get a leading quote.
      const csv = stringify({
        header: true,
        columns: CSV_COLUMNS.map((column) => column.header),
        escape_formulas: true,
        bom: true,
      });
      const body = new PassThrough();
      pipeline(Readable.from(records()), csv, body, (error) => {
        if (error) request.log.error({ err: { type: error.name } }, 'orders export failed');
      });
      const fileName = `orders-${todayInSingapore(ctx.now())}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-total-count', String(total))
        .header('x-export-truncated', String(total > MAX_EXPORT_ROWS))
        .send(body);
    },
  );

  app.get(
    '/registrations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One order with everything the details dialog shows',
        params: adminRegistrationParamsSchema,
        response: { 200: successEnvelope(adminRegistrationDetailsSchema) },
      },
    },
    async (request) => ok(await findAdminRegistration(ctx.db, request.params.id)),
  );

  app.patch(
    '/registrations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a visit completed or no-show, or cancel (capacity and code given back once)',
        params: adminRegistrationParamsSchema,
        body: adminRegistrationStatusRequestSchema,
        response: { 200: successEnvelope(adminRegistrationStatusResultSchema) },
        errorAnswers: {
          409: 'Already in that status or closed, a visit not yet come or unpaid (completed), a visit outcome or a card payment under way (cancelled).',
        },
      },
    },
    async (request) => {
      const result = await changeRegistrationStatus(ctx, {
        registrationId: request.params.id,
        status: request.body.status,
        actor: actorOf(request),
        refunds: refundsFor(ctx),
      });
      return {
        ...ok(result),
        message: !result.refundDue
          ? REGISTRATION_UPDATED_MESSAGE
          : result.refund.status === 'refunded'
            ? refundedMessage(result.refundDue)
            : refundDueMessage(result.refundDue),
      };
    },
  );

  app.post(
    '/registrations/:id/reveal-identification',
    {
      schema: {
        tags,
        security,
        summary:
          'The full ID number of the main person (participantId null) or a household member, audited: the details show them masked',
        params: adminRegistrationParamsSchema,
        body: revealIdentificationRequestSchema,
        response: { 200: successEnvelope(revealedIdentificationSchema) },
        errorAnswers: {
          404: 'No such booking, or the participant is not a person of this booking.',
          409: "The booking's (or that person's) personal data has been erased.",
        },
      },
    },
    async (request) =>
      ok(
        await revealIdentificationNumber(ctx, {
          registrationId: request.params.id,
          participantId: request.body.participantId,
          actor: actorOf(request),
        }),
      ),
  );
};
