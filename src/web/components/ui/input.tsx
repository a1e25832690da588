import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

/** An identifier typed by hand (NRIC, passport, membership number): capitals, no autocorrect. */
export function CodeInput(props: React.ComponentProps<'input'>) {
  return <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...props} />;
}
