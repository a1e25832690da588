import { genderLabel } from '@domain/shared/gender';
import { useMessageText } from '@/lib/i18n';

/**
 * A gender in the page's language, however a form spells it ('male', 'Male'; domain/shared/gender.ts):
 * the domain's Male, Female or Other (the `messages` catalogue's gender.*), translated.
 */
export function useGenderLabel(): (gender: string) => string {
  const messageText = useMessageText();
  return (gender) => messageText(genderLabel(gender));
}
