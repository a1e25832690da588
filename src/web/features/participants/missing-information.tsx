import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { MISSING_INFORMATION_MESSAGE, MISSING_INFORMATION_TITLE } from './messages';

/**
 * Spec 000 §2: the toast shown before the participants page sends the visitor back to /
 * (`messageText` puts the domain's texts in the page's language).
 */
export function showMissingInformation(messageText: (text: string) => string): void {
  toast.error(messageText(MISSING_INFORMATION_TITLE), {
    description: messageText(MISSING_INFORMATION_MESSAGE),
    id: 'missing-information',
  });
}

/** Renders nothing: says what is missing and goes back to /. */
export function MissingInformation() {
  const navigate = useNavigate();
  const messageText = useMessageText();
  // Once, when the page opens (messageText is a new function each render; the language stays).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    showMissingInformation(messageText);
    navigate(paths.home.getHref(), { replace: true });
  }, [navigate]);
  return null;
}
