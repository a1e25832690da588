import type * as React from 'react';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
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
    ref?: React.Ref<HTMLButtonElement>;
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
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        value={field.value ?? ''}
        onValueChange={field.onChange}
        className={cn('flex h-10 items-center gap-6', className)}
      >
        {options.map((option, index) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem
              ref={index === 0 ? field.ref : undefined}
              id={`${id}-${option.value}`}
              value={option.value}
              onBlur={field.onBlur}
            />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
