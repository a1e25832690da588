import { PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useMessageText } from '@/lib/i18n';

/** Within the change cut-off: nothing can be changed online, and how to reach the clinic instead (the server's words). */
export function CutOffAlert({ message }: { message: string }) {
  const { t } = useTranslation('manage');
  const messageText = useMessageText();
  return (
    <Alert variant="warning" title={t('cutOff.title')} className="mt-4">
      <p className="flex items-start gap-2">
        <PhoneCall className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {messageText(message)}
      </p>
    </Alert>
  );
}
