import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}
