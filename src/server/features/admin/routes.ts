import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGISTRATION_UPDATED_MESSAGE, refundDueMessage, refundedMessage } from '../../../domain/admin-messages';
import {
  type AdminRegistration,
  adminDashboardSchema,
  adminEventSchema,
  adminIdParamsSchema,
  adminPackageSchema,
  adminRegistrationDetailsSchema,
  adminRegistrationListQuerySchema,
  adminRegistrationListResponseSchema,
  adminRegistrationParamsSchema,
  adminRegistrationStatusRequestSchema,
  adminRegistrationStatusResultSchema,
  eventFormSchema,
  holidayChangeResultSchema,
  holidayFormSchema,
  packageFormSchema,
  publicHolidaySchema,
} from '../../../domain/admin-schemas';
import { successEnvelope } from '../../../domain/api-schemas';
import { todayInSingapore } from '../../../domain/dates';
import { ok } from '../../http/envelope';
import type { ErrorAnswers } from '../../http/error-answers';
import { fileAnswer } from '../../http/openapi';
import { currentSession } from '../admin-auth';
import { adminActor } from '../audit-log';
import {
  countAdminRegistrations,
  findAdminRegistration,
  listAdminRegistrations,
  streamAdminRegistrations,
} from '../registrations';
import { listHolidays } from '../timeslots';
import { getDashboard } from './dashboard';
import {
  changeRegistrationStatus,
  createAdminEvent,
  createAdminPackage,
  createHoliday,
  deleteAdminEvent,
  deleteAdminPackage,
  deleteHoliday,
  getAdminPackage,
  listAdminEvents,
  listAdminPackages,
  updateAdminEvent,
  updateAdminPackage,
  updateHoliday,
} from './service';

// The admin resources (spec 001 §7 Admin resources). Registered only inside the admin area
// (area.ts), behind its session guard: none of these is reachable without a valid admin session.

const tags = ['admin'];
/** Every admin call carries the session (bearer header or cookie). */
const security = [{ bearerAuth: [] }];
const deleted = successEnvelope(z.null());

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

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const actorOf = (request: Parameters<typeof currentSession>[0]) => adminActor(currentSession(request).user.username);

  /**
   * The create, update and delete routes of one admin record: POST on the collection (201), PUT and
   * DELETE on `:id` (200), each with the form or the id as documented and the acting admin recorded.
   */
  function recordRoutes<Form extends z.ZodType, Result extends z.ZodType>(record: {
    path: string;
    form: Form;
    result: Result;
    summary: { create: string; update: string; delete: string };
    /** What each call refuses besides bad input and an unknown id (error-answers.ts). */
    errorAnswers?: { create?: ErrorAnswers; update?: ErrorAnswers; delete?: ErrorAnswers };
    create: (context: typeof ctx, form: z.output<Form>, actor: string) => Promise<z.output<Result>>;
    update: (context: typeof ctx, id: number, form: z.output<Form>, actor: string) => Promise<z.output<Result>>;
    remove: (context: typeof ctx, id: number, actor: string) => Promise<void>;
  }) {
    // The schemas are generic here, so the zod type provider cannot infer the request: the types are
    // given by hand below (the zod compilers still validate and serialize with these schemas).
    const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
    const body = (request: FastifyRequest) => request.body as z.output<Form>;
    const id = (request: FastifyRequest) => (request.params as z.output<typeof adminIdParamsSchema>).id;

    routes.post(
      record.path,
      {
        schema: {
          tags,
          security,
          summary: record.summary.create,
          body: record.form,
          response: { 201: successEnvelope(record.result) },
          errorAnswers: record.errorAnswers?.create,
        },
      },
      async (request, reply) => reply.status(201).send(ok(await record.create(ctx, body(request), actorOf(request)))),
    );

    routes.put(
      `${record.path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: record.summary.update,
          params: adminIdParamsSchema,
          body: record.form,
          response: { 200: successEnvelope(record.result) },
          errorAnswers: record.errorAnswers?.update,
        },
      },
      async (request) => ok(await record.update(ctx, id(request), body(request), actorOf(request))),
    );

    routes.delete(
      `${record.path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: record.summary.delete,
          params: adminIdParamsSchema,
          response: { 200: deleted },
          errorAnswers: record.errorAnswers?.delete,
        },
      },
      async (request) => {
        await record.remove(ctx, id(request), actorOf(request));
        return ok(null);
      },
    );
  }

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        security,
        summary: 'Counts of the dashboard cards',
        response: { 200: successEnvelope(adminDashboardSchema) },
      },
    },
    async () => ok(await getDashboard(ctx)),
  );

  // ---- events ----

  app.get(
    '/events',
    {
      schema: {
        tags,
        security,
        summary: 'Every event, newest first, with its packages and schedule',
        response: { 200: successEnvelope(z.array(adminEventSchema)) },
      },
    },
    async () => ok(await listAdminEvents(ctx)),
  );

  recordRoutes({
    path: '/events',
    form: eventFormSchema,
    result: adminEventSchema,
    summary: {
      create: 'Create an event with its packages and schedule (slug unique: 409)',
      update: 'Update an event, its packages and its schedule (booked manual slots are kept)',
      delete: 'Delete an event that has no bookings (409 otherwise: set it inactive instead)',
    },
    errorAnswers: {
      create: { 409: 'The slug is taken.' },
      update: { 409: 'The slug is taken, or a slot being removed was booked meanwhile.' },
      delete: { 409: 'The event has bookings: set it inactive instead.' },
    },
    create: createAdminEvent,
    update: updateAdminEvent,
    remove: deleteAdminEvent,
  });

  // ---- packages ----

  app.get(
    '/packages',
    {
      schema: {
        tags,
        security,
        summary: 'Every package, active or not, cheapest first',
        response: { 200: successEnvelope(z.array(adminPackageSchema)) },
      },
    },
    async () => ok(await listAdminPackages(ctx)),
  );

  app.get(
    '/packages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One package',
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(adminPackageSchema) },
      },
    },
    async (request) => ok(await getAdminPackage(ctx, request.params.id)),
  );

  recordRoutes({
    path: '/packages',
    form: packageFormSchema,
    result: adminPackageSchema,
    summary: {
      create: 'Create a package (prices as two-decimal strings within decimal(10,2))',
      update: 'Update a package (bookings keep the prices stored with them)',
      delete: 'Delete a package nobody booked (409 otherwise: set it inactive instead)',
    },
    errorAnswers: { delete: { 409: 'The package was booked: set it inactive instead.' } },
    create: createAdminPackage,
    update: updateAdminPackage,
    remove: deleteAdminPackage,
  });

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

  // ---- public holidays ----

  app.get(
    '/public-holidays',
    {
      schema: {
        tags,
        security,
        summary: 'Public holidays by date',
        response: { 200: successEnvelope(z.array(publicHolidaySchema)) },
      },
    },
    async () => ok(await listHolidays(ctx.db)),
  );

  recordRoutes({
    path: '/public-holidays',
    form: holidayFormSchema,
    result: holidayChangeResultSchema,
    summary: {
      create: 'Add a holiday: no free slot is offered on its date; the bookings already on it are listed',
      update: 'Update a holiday; the bookings on its (new) date are listed',
      delete: 'Delete a holiday: its date is offered again',
    },
    errorAnswers: {
      create: { 409: 'A holiday on this date exists.' },
      update: { 409: 'A holiday on this date exists.' },
    },
    create: createHoliday,
    update: updateHoliday,
    remove: deleteHoliday,
  });
};
