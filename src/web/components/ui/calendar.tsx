import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker } from 'react-day-picker';
import { cn } from '@/lib/cn';

const navButton =
  'pointer-events-auto inline-flex size-8 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40';

function Chevron({ orientation, className }: { orientation?: 'up' | 'down' | 'left' | 'right'; className?: string }) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className={cn('size-4', className)} aria-hidden="true" />;
}

/** A month calendar (react-day-picker, styled as shadcn/ui's calendar with the site's colours). */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn('relative', className)}
      classNames={{
        months: 'flex flex-col gap-4 sm:flex-row',
        month: 'space-y-3',
        month_caption: 'flex h-8 items-center justify-center',
        caption_label: 'text-sm font-semibold text-slate-900',
        dropdowns: 'flex items-center gap-1.5',
        // The native menus show their own value: the label react-day-picker draws beside them is not needed.
        dropdown_root: 'relative [&>span]:hidden',
        dropdown:
          'h-8 rounded-md border border-slate-300 bg-white px-1.5 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
        // Above the caption, but only its buttons take clicks: the month and year menus sit below it.
        nav: 'pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: navButton,
        button_next: navButton,
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-center text-xs font-medium text-slate-500',
        week: 'mt-1 flex w-full',
        day: 'size-9 p-0 text-center text-sm',
        day_button:
          'size-9 rounded-lg text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        selected: '[&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800',
        today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
        outside: '[&>button]:text-slate-500',
        disabled: '[&>button]:cursor-not-allowed [&>button]:text-slate-300 [&>button]:hover:bg-transparent',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron }}
      {...props}
    />
  );
}
