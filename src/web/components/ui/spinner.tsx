import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <output aria-live="polite" className={cn('flex items-center justify-center py-16', className)}>
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </output>
  );
}
