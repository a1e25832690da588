import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <output aria-live="polite" className={cn('flex items-center justify-center py-16', className)}>
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </output>
  );
}
