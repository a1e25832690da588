import { cn } from '@/lib/cn';

// The table primitives of the data table (shadcn/ui's table): plain elements with the site's styles.

export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  // A table wider than a phone scrolls sideways: the keyboard must reach that region too (WCAG 2.1.1),
  // also when no cell holds a button or link, so the wrapper takes focus and arrow keys scroll it.
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access
      tabIndex={0}
      className="relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead className={cn('bg-slate-50 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr className={cn('border-b border-slate-200 transition-colors hover:bg-slate-50/70', className)} {...props} />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-2 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase sm:px-3',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('px-2 py-3 align-middle text-slate-800 sm:px-3', className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-slate-500', className)} {...props} />;
}
