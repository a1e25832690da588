import { COMPANY } from '@domain/shared/company';
import { cn } from '@/lib/cn';

/** The clinic's email address after a "contact support" text, as a link the phone's mail app opens. */
export function SupportContact({ className }: { className?: string }) {
  return (
    // A span, so it may sit inside a paragraph as well as after one.
    <span className={cn('block text-sm', className)}>
      Email us at{' '}
      <a href={`mailto:${COMPANY.email}`} className="font-medium underline underline-offset-2">
        {COMPANY.email}
      </a>
      .
    </span>
  );
}
