import type { StaffRole } from '@domain/staff/schemas';

/** A role as staff read it. */
export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = { admin: 'Admin', nurse: 'Nurse', doctor: 'Doctor' };

/** A role's label; one the page does not know as given. */
export const roleLabel = (role: string): string => ROLE_LABELS[role as StaffRole] ?? role;

export const ROLE_HINT = 'Admins run the admin area; nurses make the home visits; doctors review results.';

export const NO_STAFF = 'No staff accounts yet.';
