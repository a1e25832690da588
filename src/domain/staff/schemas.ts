import { requiredText, timestamp, tooLong } from '@domain/shared/schema-parts';
import {
  DISPLAY_NAME_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  STAFF_PASSWORD_MESSAGE,
  STAFF_ROLE_MESSAGE,
  STAFF_USERNAME_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
} from '@domain/staff/messages';
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
  /** 'admin' enters the admin area; 'nurse' the nurse view; any other role sees the not-allowed view. */
  role: z.string(),
  /** How the clinic names them: the display name, else the username. */
  displayName: z.string(),
  /** When this user last signed in (ISO 8601), this sign-in included. */
  lastLogin: timestamp.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Staff roles (DESIGN §8.12): admins run the admin area; nurses see their own visits; doctors their reviews. */
export const STAFF_ROLES = ['admin', 'nurse', 'doctor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** POST /api/admin/staff (admins only). */
export const staffCreateRequestSchema = z.object({
  username: z
    .string({ error: STAFF_USERNAME_MESSAGE })
    .trim()
    .regex(/^[a-z0-9._-]{3,50}$/, { error: STAFF_USERNAME_MESSAGE }),
  displayName: requiredText(DISPLAY_NAME_REQUIRED_MESSAGE, 1, 100, 'Display name'),
  role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_MESSAGE }),
  // Not trimmed: a password is exactly what was typed.
  password: z
    .string({ error: STAFF_PASSWORD_MESSAGE })
    .min(12, { error: STAFF_PASSWORD_MESSAGE })
    .max(1000, { error: tooLong('Password', 1000) }),
});
export type StaffCreateRequest = z.infer<typeof staffCreateRequestSchema>;

/** A staff account as the staff calls answer it: never the password hash. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
