import { z } from 'zod';

// The admin dashboard's summary cards (spec 001 §2).

/** GET /api/admin/dashboard: the eight summary cards' counts (spec 001 §2 Admin dashboard). */
export const adminDashboardSchema = z.object({
  events: z.number().int(),
  packages: z.number().int(),
  registrations: z.number().int(),
  apiKeys: z.number().int(),
  discounts: z.number().int(),
  holidays: z.number().int(),
  emailTemplates: z.number().int(),
  /** The Payments card shows the card provider's name. */
  paymentProvider: z.string(),
  paymentTestMode: z.boolean(),
  /** Set while simulators answer for the partner or the insurer in production (ALLOW_SIMULATORS). */
  simulatorWarning: z.string().nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
