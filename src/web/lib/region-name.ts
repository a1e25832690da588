import { isRegionName, regionLabel } from '@domain/timeslots/regions';
import { useTranslation } from 'react-i18next';

/**
 * A region's name in the page's language ('central' → 'Central', 中部, Tengah, மத்திய). A name that is
 * not one of the five (a slot staff entered by hand) is shown as the domain shows it.
 */
export function useRegionName(): (region: string) => string {
  const { t } = useTranslation();
  return (region) => (isRegionName(region) ? t(`regions.${region}`) : regionLabel(region));
}
