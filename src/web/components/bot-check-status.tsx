import { BOT_CHECK_STATUS } from '@domain/bookings/messages';
import { Loader2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { botCheckStatus } from '@/lib/bot-check';
import { useMessageText } from '@/lib/i18n';

/** "Checking your browser…" while a call is held up by the bot check's challenge (DESIGN §8.2). */
export function BotCheckStatus() {
  const messageText = useMessageText();
  const solving = useSyncExternalStore(botCheckStatus.subscribe, botCheckStatus.isSolving, () => false);
  return (
    <output
      aria-live="polite"
      className={
        solving
          ? 'fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-slate-700 shadow-lg ring-1 ring-slate-200'
          : 'sr-only'
      }
    >
      {solving ? (
        <>
          <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden="true" />
          {messageText(BOT_CHECK_STATUS)}
        </>
      ) : null}
    </output>
  );
}
