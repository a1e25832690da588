import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** How long the button says "Copied" after a copy. */
const COPIED_MS = 2000;

/**
 * A value to type into a banking app (the UEN, the reference, the amount) with a button that copies it.
 * The button itself says it was copied, beside what was copied: no toast needed. Where the browser
 * refuses the clipboard, the value stays selectable to copy by hand.
 */
export function CopyValue({ label, value, copyText = value }: { label: string; value: string; copyText?: string }) {
  const { t } = useTranslation('payments');
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="flex items-center justify-between gap-3">
        <span className="min-w-0 font-mono font-semibold break-all text-slate-900 select-all">{value}</span>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-label={t('copy.copyValue', { label })}
          onClick={() => {
            navigator.clipboard.writeText(copyText).then(
              () => {
                setFailed(false);
                setCopied(true);
              },
              () => setFailed(true),
            );
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-hidden="true">{copied ? t('copy.copied') : failed ? t('copy.selectIt') : t('copy.copy')}</span>
        </Button>
        <span className="sr-only" role="status">
          {copied ? t('copy.valueCopied', { label }) : ''}
        </span>
      </dd>
    </div>
  );
}
