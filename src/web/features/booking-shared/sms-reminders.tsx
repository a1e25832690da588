import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/**
 * The customer's choice in a booking request; the server takes it as optional, true when missing.
 * Named on the web side as well until the domain's booking schemas carry it.
 */
export interface SmsRemindersChoice {
  smsReminders?: boolean;
}

export interface SmsRemindersProps extends Omit<React.ComponentProps<'input'>, 'type' | 'id'> {
  id?: string;
}

/**
 * The "Send me SMS reminders" box (DESIGN §8.5), the same on the wizard's review step and on the older
 * registration page: a native checkbox, so it takes react-hook-form's `register` as it is, or `checked`
 * and `onChange`.
 */
export function SmsReminders({ id = 'smsReminders', className, ...input }: SmsRemindersProps) {
  const { t } = useTranslation('booking');
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
        aria-describedby={hintId}
        {...input}
      />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id} className="font-normal">
          {t('shared.smsReminders.label')}
        </Label>
        <p id={hintId} className="text-xs text-slate-500">
          {t('shared.smsReminders.hint')}
        </p>
      </div>
    </div>
  );
}
