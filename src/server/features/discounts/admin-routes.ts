import {
  CODES_GENERATED_MESSAGE,
  DISCOUNT_CREATED_MESSAGE,
  DISCOUNT_DELETED_MESSAGE,
  DISCOUNT_UPDATED_MESSAGE,
} from '@domain/discounts/messages';
import {
  adminDiscountSchema,
  discountFormSchema,
  discountIdentifierSchema,
  generatedCodeSchema,
  generateIdentifiersRequestSchema,
} from '@domain/discounts/schemas';
import { todayInSingapore } from '@domain/shared/dates';
import { successEnvelope } from '@domain/shared/envelope';
import { adminIdParamsSchema } from '@domain/shared/form-fields';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { fileAnswer } from '../../http/openapi';
import { adminActor } from '../audit-log';
import { currentSession } from '../staff';
import {
  createAdminDiscount,
  type DiscountAdminNeeds,
  deleteAdminDiscount,
  generateAdminDiscountCodes,
  listAdminDiscountCodes,
  listAdminDiscounts,
  updateAdminDiscount,
} from './admin-service';

// The Discounts tab (spec 001 §7). Admin routes: registered only inside the admin area's guard
// (features/admin/area.ts), so none of them is reachable without an admin session.

const tags = ['admin', 'discounts'];
const security = [{ bearerAuth: [] }];
const csvFile = z.any().meta({
  type: 'string',
  description: "A discount's codes as CSV (text/csv, UTF-8 with BOM), oldest first, formulas escaped",
});

export const discountAdminRoutes: FastifyPluginAsyncZod<DiscountAdminNeeds> = async (app, needs) => {
  const ctx = { ...app.ctx, bookings: needs.bookings };
  const actorOf = (request: Parameters<typeof currentSession>[0]) => adminActor(currentSession(request).user.username);

  app.get(
    '/discounts',
    {
      schema: {
        tags,
        security,
        summary: 'Every discount, newest first, with its code and booking counts',
        response: { 200: successEnvelope(z.array(adminDiscountSchema)) },
      },
    },
    async () => ok(await listAdminDiscounts(ctx)),
  );

  app.post(
    '/discounts',
    {
      schema: {
        tags,
        security,
        summary: 'Create a discount (promo: prefix and length of its codes)',
        body: discountFormSchema,
        response: { 201: successEnvelope(adminDiscountSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...ok(await createAdminDiscount(ctx, { form: request.body, actor: actorOf(request) })),
        message: DISCOUNT_CREATED_MESSAGE,
      }),
  );

  app.put(
    '/discounts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Update a discount (a limit below the redemptions taken: 409; booked amounts never change)',
        params: adminIdParamsSchema,
        body: discountFormSchema,
        response: { 200: successEnvelope(adminDiscountSchema) },
        errorAnswers: { 409: 'A redemption limit below the redemptions already taken.' },
      },
    },
    async (request) => ({
      ...ok(await updateAdminDiscount(ctx, { id: request.params.id, form: request.body, actor: actorOf(request) })),
      message: DISCOUNT_UPDATED_MESSAGE,
    }),
  );

  app.delete(
    '/discounts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a discount no booking has used (409 otherwise: set it inactive instead)',
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(z.null()) },
        errorAnswers: { 409: 'A booking or card payment used the discount: set it inactive instead.' },
      },
    },
    async (request) => {
      await deleteAdminDiscount(ctx, { id: request.params.id, actor: actorOf(request) });
      return { ...ok(null), message: DISCOUNT_DELETED_MESSAGE };
    },
  );

  app.post(
    '/discounts/:id/generate-identifiers',
    {
      schema: {
        tags,
        security,
        summary: 'Generate 1 to 1000 unique codes of a promo discount (prefix + random A-Z/0-9), all or none',
        params: adminIdParamsSchema,
        body: generateIdentifiersRequestSchema,
        response: { 201: successEnvelope(z.array(generatedCodeSchema)) },
        errorAnswers: { 409: 'The prefix and length cannot give that many unused codes.' },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...ok(
          await generateAdminDiscountCodes(ctx, {
            id: request.params.id,
            count: request.body.count,
            actor: actorOf(request),
          }),
        ),
        message: CODES_GENERATED_MESSAGE,
      }),
  );

  app.get(
    '/discounts/:id/identifiers',
    {
      schema: {
        tags,
        security,
        summary: "A discount's codes (or BINs) with their use, oldest first",
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(z.array(discountIdentifierSchema)) },
      },
    },
    async (request) => ok((await listAdminDiscountCodes(ctx, { id: request.params.id })).codes),
  );

  app.get(
    '/discounts/:id/identifiers.csv',
    {
      schema: {
        tags,
        security,
        summary: "A discount's codes as CSV, for staff to hand out",
        params: adminIdParamsSchema,
        response: { 200: fileAnswer('text/csv', csvFile) },
      },
    },
    async (request, reply) => {
      const { discount, codes } = await listAdminDiscountCodes(ctx, { id: request.params.id });
      // At most a few thousand rows: written at once. Cells a spreadsheet would run as a formula
      // (=, +, -, @, tab, CR first) get a leading quote; the discount's name is typed by staff.
      const csv = stringify(
        codes.map((code) => [code.identifier, discount.name, code.usedCount, code.usedAt ?? '', code.createdAt]),
        {
          header: true,
          columns: ['Code', 'Discount', 'Times used', 'Last used at', 'Created at'],
          escape_formulas: true,
          bom: true,
        },
      );
      const fileName = `discount-${discount.id}-codes-${todayInSingapore(ctx.now())}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
