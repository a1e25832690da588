import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The empty and error states: an icon, a title or text, and an optional action. */
export function EventListMessage({
  icon: Icon,
  tone = 'neutral',
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  tone?: 'neutral' | 'error';
  title?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700',
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      {title ? <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3> : null}
      <p className={cn('max-w-md text-sm text-slate-600', title ? 'mt-1' : 'mt-4 text-base text-slate-700')}>
        {children}
      </p>
      {action ? <div className="mt-6">{action}</div> : null}
    </Card>
  );
}
