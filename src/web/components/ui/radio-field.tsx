import type * as React from 'react';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export interface RadioFieldProps {
  /** Names the parts: `${id}-label`, `${id}-error` and `${id}-${value}` for each choice. */
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** A react-hook-form field (Controller's `field`); its ref goes to the first choice, so that the form can focus it. */
  field: {
    value?: string | null;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref?: React.Ref<HTMLInputElement>;
  };
  error?: string;
  /** The row of choices' classes, after `flex h-10 items-center gap-6`. */
  className?: string;
  /** In one column of the form's two instead of across both. */
  isOneColumn?: boolean;
}

/** A labelled row of radio choices across a form's two columns (or in one), with its error below (e.g. Gender). */
export function RadioField({ id, label, options, field, error, className, isOneColumn = false }: RadioFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', !isOneColumn && 'sm:col-span-2')}>
      <Label id={`${id}-label`}>{label}</Label>
      {/* The browser's own radio buttons (arrow keys, one tab stop, the form's focus on an error): the
          event page's first form renders without a script-driven radio group measuring each button. */}
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn('flex h-10 items-center gap-6', className)}
      >
        {options.map((option, index) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              ref={index === 0 ? field.ref : undefined}
              id={`${id}-${option.value}`}
              name={id}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              className="grid size-5 shrink-0 cursor-pointer appearance-none place-content-center rounded-full border border-slate-400 bg-white shadow-sm before:size-2.5 before:scale-0 before:rounded-full before:bg-brand-700 checked:border-brand-700 checked:before:scale-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
            />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
