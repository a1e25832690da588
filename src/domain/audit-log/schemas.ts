import { pageFields, pageMetaSchema } from '@domain/orders/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { optionalQuery, timestamp, tooLong } from '@domain/shared/schema-parts';
import { z } from 'zod';

// The audit log as staff read it (DESIGN §4).

export const AUDIT_ENTITIES = ['event', 'package', 'registration', 'public_holiday', 'admin_session'] as const;
/** GET /api/admin/audit-log. */
export const auditLogQuerySchema = z.object({
  ...pageFields,
  /** 'event', 'package', 'registration', 'public_holiday', 'admin_session', …; absent: all. */
  entity: optionalQuery(
    z
      .string()
      .trim()
      .max(50, { error: tooLong('Entity', 50) }),
  ).transform((value) => (value ? value : undefined)),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;
/** One change: who ('admin:<username>', 'customer', 'system'), what, when, the values before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  /** 'create', 'update', 'delete', 'status', 'login', 'logout', 'expire', … */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** `{ before, after }` for admin changes; figures only for bookings (no personal data). */
  changes: z.unknown(),
  createdAt: timestamp,
  /**
   * What the entry is about as staff name it, read when listing (null where it is gone or has none): a
   * booking's reference, a timeslot's date and time, an event's, package's, discount's or key's name.
   */
  subject: z
    .object({
      referenceNumber: z.string().nullable(),
      name: z.string().nullable(),
      date: z.string().nullable(),
      time: z.string().nullable(),
    })
    .optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = successEnvelope(z.array(auditEntrySchema)).extend({ meta: pageMetaSchema });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
