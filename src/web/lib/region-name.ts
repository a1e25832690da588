import { regionLabel } from '@domain/timeslots/regions';
import i18next from 'i18next';
import { translateMessage } from '../../locales/translate-message';
import { useMessageText } from './i18n';

/**
 * A region's name in the page's language ('central' → 'Central', 中部, Tengah, மத்திய): the domain's
 * name (the `messages` catalogue's regions.*) translated like every shared rule's text. A name that is
 * not one of the five (a slot staff entered by hand) is shown as the domain shows it.
 */
export function useRegionName(): (region: string) => string {
  const messageText = useMessageText();
  return (region) => messageText(regionLabel(region));
}

/** The same, where no component renders it: in the page's language at the moment of the call. */
export function regionNameNow(region: string): string {
  return translateMessage(regionLabel(region), i18next.getResourceBundle(i18next.language, 'messages'));
}
