import type { Language } from '@domain/shared/language';
import type { TFunction } from 'i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker, type Labels } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useDateFnsLocale } from '@/lib/date-fns-locale';
import { useLanguage } from '@/lib/i18n';

const navButton =
  'pointer-events-auto inline-flex size-8 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40';

function Chevron({ orientation, className }: { orientation?: 'up' | 'down' | 'left' | 'right'; className?: string }) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className={cn('size-4', className)} aria-hidden="true" />;
}

/**
 * The names read out for the buttons, menus and days, in the page's language (react-day-picker's own
 * are the English ones, word for word); the month and weekday names come from the locale.
 */
function calendarLabels(t: TFunction<'common'>): Partial<Labels> {
  const dayName: Labels['labelGridcell'] = (date, modifiers, _options, dateLib) => {
    const name = dateLib ? dateLib.format(date, 'PPPP') : date.toDateString();
    return modifiers?.today ? t('calendar.today', { date: name }) : name;
  };
  return {
    labelPrevious: () => t('calendar.previousMonth'),
    labelNext: () => t('calendar.nextMonth'),
    labelMonthDropdown: () => t('calendar.chooseMonth'),
    labelYearDropdown: () => t('calendar.chooseYear'),
    labelGridcell: dayName,
    labelDayButton: (date, modifiers, options, dateLib) => {
      const name = dayName(date, modifiers, options, dateLib);
      return modifiers.selected ? t('calendar.selected', { date: name }) : name;
    },
  };
}

/**
 * A month calendar (react-day-picker, styled as shadcn/ui's calendar with the site's colours), in the
 * page's language: its month and weekday names (date-fns's locale, loaded when first needed) and the
 * names of its buttons. `englishOnly` keeps it English whatever the page's language: the admin area's.
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  englishOnly = false,
  ...props
}: React.ComponentProps<typeof DayPicker> & { englishOnly?: boolean }) {
  const { t } = useTranslation();
  const pageLanguage = useLanguage();
  const language: Language = englishOnly ? 'en' : pageLanguage;
  const locale = useDateFnsLocale(language);
  const localized = language !== 'en' && locale !== undefined;
  return (
    <DayPicker
      locale={localized ? locale : undefined}
      labels={localized ? calendarLabels(t) : undefined}
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
