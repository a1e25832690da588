import { requiredText, timestamp, tooLong } from '@domain/shared/schema-parts';
import { PASSWORD_REQUIRED_MESSAGE, USERNAME_REQUIRED_MESSAGE } from '@domain/staff/messages';
import { z } from 'zod';

// Staff sign-in and sessions (spec 001 §7, Admin session).

/** POST /api/admin/login. */
export const adminLoginRequestSchema = z.object({
  username: requiredText(USERNAME_REQUIRED_MESSAGE, 1, 100, 'Username'),
  // Not trimmed: a password is exactly what was typed.
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
    .max(1000, { error: tooLong('Password', 1000) }),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;
/** The login answer's data: the bearer token (also set as an HttpOnly cookie). */
export const adminLoginResultSchema = z.object({ token: z.string() });
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;
/** POST /api/admin/logout-everywhere: how many sessions of the user ended, this one included. */
export const adminLogoutEverywhereResultSchema = z.object({ sessionsEnded: z.number().int() });
export type AdminLogoutEverywhereResult = z.infer<typeof adminLogoutEverywhereResultSchema>;
/** GET /api/admin/user: the signed-in user, never the password hash. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  /** 'admin' for staff; any other role sees the not-allowed view. */
  role: z.string(),
  /** When this user last signed in (ISO 8601), this sign-in included. */
  lastLogin: timestamp.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
