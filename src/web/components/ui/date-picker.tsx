import { format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

/** 'yyyy-MM-dd' → the local calendar day it names; null unless it is one. */
export function isoDateToLocalDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) || format(date, 'yyyy-MM-dd') !== value ? null : date;
}

export interface DatePickerProps {
  id?: string;
  /** 'yyyy-MM-dd' or '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** How the chosen date reads on the button (date-fns pattern). */
  displayFormat?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A button that opens a month calendar; choosing a day closes it. Works in whole days ('yyyy-MM-dd').
 * The admin area's picker: it stays English whatever the page's language (DESIGN §8.10).
 */
export function DatePicker({
  id,
  value,
  onChange,
  placeholder = 'Pick a date',
  displayFormat = 'MMMM d, yyyy',
  disabled,
  className,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = isoDateToLocalDate(value);
  const today = new Date();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          disabled={disabled}
          className={cn(
            'w-full justify-start font-normal aria-invalid:border-red-500',
            !selected && 'text-slate-500',
            className,
          )}
          {...aria}
        >
          <CalendarDays aria-hidden="true" />
          {selected ? format(selected, displayFormat) : placeholder}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-3">
        <Calendar
          englishOnly
          mode="single"
          captionLayout="dropdown"
          startMonth={new Date(today.getFullYear() - 2, 0)}
          endMonth={new Date(today.getFullYear() + 5, 11)}
          selected={selected ?? undefined}
          defaultMonth={selected ?? undefined}
          onSelect={(date) => {
            onChange(date ? format(date, 'yyyy-MM-dd') : '');
            setOpen(false);
          }}
          autoFocus
        />
      </PopoverContent>
    </Popover>
  );
}
