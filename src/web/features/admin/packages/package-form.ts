import type { AdminPackage, PackageFormInput } from '@domain/events/package-schemas';

/**
 * The form's values for a new package, or for editing `pkg`: prices as the text fields show them; the
 * fasting hours as a number (0: none) and the preparation text as the textarea shows it ('' for none).
 */
export function packageFormDefaults(pkg?: AdminPackage): PackageFormInput {
  return {
    name: pkg?.name ?? '',
    price: pkg?.price ?? '',
    aiaPrice: pkg?.aiaPrice ?? '',
    description: pkg?.description ?? '',
    isActive: pkg?.isActive ?? true,
    fastingHours: pkg?.fastingHours ?? 0,
    preparationText: pkg?.preparationText ?? '',
  };
}

/** The packages table's Fasting column: '10 h', or 'None' for a package that asks for no fast. */
export const fastingHoursText = (hours: number) => (hours > 0 ? `${hours} h` : 'None');
