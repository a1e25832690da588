import { isIsoDate, toDisplayDate } from '@domain/shared/dates';
import type { Ref } from 'react';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { autoFormatDateTyping, displayDateOnBlur } from '@/lib/date-input';

/** A stored ISO date (an edited person's, the partner's) shows as DD/MM/YYYY, like a typed one. */
const shownDate = (value: unknown) => {
  const text = typeof value === 'string' ? value : '';
  return isIsoDate(text) ? toDisplayDate(text) : text;
};

export interface DateOfBirthInputProps extends FieldControlProps {
  /** A react-hook-form Controller's field. */
  field: {
    name: string;
    value: unknown;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: Ref<HTMLInputElement>;
  };
  /** The person booking's own date (the browser may fill it in), or someone else's. */
  isOwn?: boolean;
}

/**
 * The typed DD/MM/YYYY date of birth of every customer form: the number pad suffices (the slashes come
 * by themselves), and no browser date picker shows its own mm/dd/yyyy order.
 */
export function DateOfBirthInput({ field, isOwn = false, ...controlProps }: DateOfBirthInputProps) {
  const value = shownDate(field.value);
  return (
    <Input
      {...controlProps}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(autoFormatDateTyping(event.target.value, value))}
      onBlur={() => {
        field.onChange(displayDateOnBlur(value));
        field.onBlur();
      }}
      inputMode="numeric"
      autoComplete={isOwn ? 'bday' : 'off'}
      placeholder="DD/MM/YYYY"
      maxLength={10}
    />
  );
}
