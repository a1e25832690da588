import type { AdminPackage, PackageFormInput } from '@domain/events/package-schemas';

/** The form's values for a new package, or for editing `pkg`: prices as the text fields show them. */
export function packageFormDefaults(pkg?: AdminPackage): PackageFormInput {
  return {
    name: pkg?.name ?? '',
    price: pkg?.price ?? '',
    aiaPrice: pkg?.aiaPrice ?? '',
    description: pkg?.description ?? '',
    isActive: pkg?.isActive ?? true,
  };
}
