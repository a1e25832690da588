import { regionLabel } from '@domain/timeslots/regions';
import { useTranslation } from 'react-i18next';

/**
 * A region our nurses visit in the page's language (domain/timeslots/regions.ts names them North, South,
 * East, West and Central); a name no region has is shown as the domain shows it.
 */
export function useRegionLabel(): (region: string) => string {
  const { t } = useTranslation('booking');
  return (region) => {
    switch (region) {
      case 'north':
        return t('shared.regions.north');
      case 'south':
        return t('shared.regions.south');
      case 'east':
        return t('shared.regions.east');
      case 'west':
        return t('shared.regions.west');
      case 'central':
        return t('shared.regions.central');
      default:
        return regionLabel(region);
    }
  };
}
