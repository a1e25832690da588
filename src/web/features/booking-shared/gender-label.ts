import { genderLabel } from '@domain/shared/gender';
import { useTranslation } from 'react-i18next';

/**
 * A gender in the page's language, however a form spells it ('male', 'Male'; domain/shared/gender.ts):
 * Male, Female or Other. A value no form sends (an older row's) is shown as the domain shows it.
 */
export function useGenderLabel(): (gender: string) => string {
  const { t } = useTranslation('booking');
  return (gender) => {
    switch (gender.toLowerCase()) {
      case 'male':
        return t('shared.gender.male');
      case 'female':
        return t('shared.gender.female');
      case 'other':
        return t('shared.gender.other');
      default:
        return genderLabel(gender);
    }
  };
}
