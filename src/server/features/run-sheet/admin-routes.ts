import {
  onMyWayReferenceParamsSchema,
  onMyWayRequestSchema,
  onMyWayResultSchema,
} from '@domain/notifications/text-messages';
import {
  CONSENT_DONE_LABEL,
  CONSENT_PENDING_LABEL,
  QUESTIONNAIRE_FLAG_LABELS,
} from '@domain/questionnaire/preparation';
import {
  ADDRESS_NEEDED_LABEL,
  hasVisitAddress,
  type RunSheetPerson,
  runSheetQuerySchema,
  runSheetSchema,
  UNASSIGNED_LABEL,
} from '@domain/run-sheet/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { fileAnswer } from '../../http/openapi';
import { adminActor } from '../audit-log';
import { currentSession } from '../staff';
import { getRunSheet, sendOnMyWay } from './service';

// The nurse's run sheet (beyond the spec). The printable A4 page is the web client's; the server gives
// the visits as JSON and as CSV. Admin routes: registered only inside the admin area's guard.

const tags = ['admin', 'run-sheet'];
const security = [{ bearerAuth: [] }];
const csvFile = z.any().meta({
  type: 'string',
  description: "The day's visits in the region as CSV (text/csv, UTF-8 with BOM), in time order, formulas escaped",
});

/** 'Consent ✓, Bleeding disorder' or 'Consent pending': one person's pre-visit form as the sheet says it. */
const preVisitWords = (person: RunSheetPerson) =>
  [
    person.consent === 'done' ? CONSENT_DONE_LABEL : CONSENT_PENDING_LABEL,
    ...person.flags.map((flag) => QUESTIONNAIRE_FLAG_LABELS[flag]),
  ].join(', ');

export const runSheetAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/run-sheet',
    {
      schema: {
        tags,
        security,
        summary: "The nurse's run sheet: a region's booked home visits on a day, in time order",
        querystring: runSheetQuerySchema,
        response: { 200: successEnvelope(runSheetSchema) },
      },
    },
    async (request) => ok(await getRunSheet(ctx, request.query)),
  );

  app.post(
    '/run-sheet/visits/:referenceNumber/on-my-way',
    {
      schema: {
        tags,
        security,
        summary: '"On my way": texts the customer of a visit today the minutes to arrival',
        params: onMyWayReferenceParamsSchema,
        body: onMyWayRequestSchema,
        response: { 201: successEnvelope(onMyWayResultSchema) },
        errorAnswers: {
          404: 'No booking has this reference.',
          409: 'The booking is closed, the visit is not today, or the customer takes no text messages.',
        },
      },
    },
    async (request, reply) => {
      const result = await sendOnMyWay(ctx, {
        referenceNumber: request.params.referenceNumber,
        minutes: request.body.minutes,
        actor: adminActor(currentSession(request).user.username),
      });
      return reply.code(201).send(ok(result));
    },
  );

  app.get(
    '/run-sheet.csv',
    {
      schema: {
        tags,
        security,
        summary: "The nurse's run sheet as CSV",
        querystring: runSheetQuerySchema,
        response: { 200: fileAnswer('text/csv', csvFile) },
      },
    },
    async (request, reply) => {
      const sheet = await getRunSheet(ctx, request.query);
      // Names, addresses and units are typed by customers: a cell a spreadsheet would run as a formula
      // (=, +, -, @, tab, CR first) gets a leading quote.
      const csv = stringify(
        sheet.visits.map((visit) => [
          visit.timeLabel,
          visit.referenceNumber,
          `${visit.firstName} ${visit.lastName}`,
          visit.personCount,
          visit.persons.map((person) => `${person.firstName} ${person.lastName} (${person.packageName})`).join('; '),
          // Consent and flags per person, in the household's order: never the answers themselves.
          visit.persons.map(preVisitWords).join('; '),
          // The nurse's printout and the CSV say the same: a visit without an address needs one first.
          hasVisitAddress(visit)
            ? visit.address
            : [ADDRESS_NEEDED_LABEL, visit.address?.trim()].filter(Boolean).join(': '),
          visit.unitNumber ?? '',
          visit.postalCode ?? '',
          visit.mobileNumber,
          visit.packages.join('; '),
          visit.amountDue,
          visit.status,
          visit.eventName,
          // Each nurse's route (DESIGN §8.12): the rows come by nurse, in the order she drives them.
          visit.nurse?.displayName ?? UNASSIGNED_LABEL,
          visit.order,
          visit.distanceFromPreviousKm ?? '',
        ]),
        {
          header: true,
          columns: [
            'Time',
            'Reference',
            'Name',
            'Persons',
            'Household',
            'Pre-visit',
            'Address',
            'Unit',
            'Postal code',
            'Mobile',
            'Packages',
            'Amount due (SGD)',
            'Status',
            'Event',
            'Nurse',
            'Stop',
            'Km from previous',
          ],
          escape_formulas: true,
          bom: true,
        },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="run-sheet-${sheet.region}-${sheet.date}.csv"`)
        .send(csv);
    },
  );
};
