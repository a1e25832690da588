import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useMessageText } from '@/lib/i18n';
import { Label } from './label';

/** What a field's control needs so that its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

export function FormField({ id, label, error, hint, optional, className, children }: FormFieldProps) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="ml-1 font-normal text-slate-500">{t('ui.optional')}</span> : null}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field's error. The messages come from the shared zod schemas in English (one rule, one message, both
 * sides): shown here in the page's language, for every form at once. A text already translated is shown
 * as it is.
 */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {messageText(message)}
    </p>
  );
}
