import { emailField } from '@domain/bookings/schemas';
import { participantUpdateSchema } from '@domain/participants/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/api';
import { useMessageText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useChangeContactDetails } from './api';

/** The primary contact's email (required) and a new mobile number (empty keeps the one on file). */
const contactFormSchema = participantUpdateSchema.pick({ mobileNumber: true }).extend({ email: emailField });
type ContactFormInput = z.input<typeof contactFormSchema>;
type ContactForm = z.output<typeof contactFormSchema>;

/**
 * Where the clinic writes and texts: the primary contact's email and mobile number. A paid booking can
 * change them too. The server emails the old and the new address and texts the old number.
 */
export function ContactDetails({
  registrationId,
  email,
  maskedMobile,
  canChange,
}: {
  registrationId: string;
  email: string;
  /** The number on file, masked to its last four digits. */
  maskedMobile: string | null;
  canChange: boolean;
}) {
  const { t } = useTranslation('manage');
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <h2 id="contact-heading" className="text-lg font-semibold text-slate-900">
          {t('contact.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('contact.intro')}</p>
        {isEditing ? (
          <ContactForm
            registrationId={registrationId}
            email={email}
            maskedMobile={maskedMobile}
            onDone={() => setIsEditing(false)}
          />
        ) : (
          <dl className="mt-3 grid gap-2 text-sm text-slate-800">
            <div className="flex min-w-0 items-center gap-2">
              <dt>
                <Mail className="size-4 text-brand-700" aria-hidden="true" />
                <span className="sr-only">{t('contact.email')}</span>
              </dt>
              <dd className="min-w-0 break-all" data-testid="contact-email">
                {email}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <Phone className="size-4 text-brand-700" aria-hidden="true" />
                <span className="sr-only">{t('contact.mobileNumber')}</span>
              </dt>
              <dd data-testid="contact-mobile">{maskedMobile ?? '—'}</dd>
            </div>
          </dl>
        )}
        {canChange && !isEditing ? (
          <Button variant="outline" className="mt-4 w-full sm:w-auto" onClick={() => setIsEditing(true)}>
            {t('contact.change')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ContactForm({
  registrationId,
  email,
  maskedMobile,
  onDone,
}: {
  registrationId: string;
  email: string;
  maskedMobile: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('manage');
  const messageText = useMessageText();
  const change = useChangeContactDetails(registrationId);
  const [nothing, setNothing] = useState(false);
  const form = useForm<ContactFormInput, unknown, ContactForm>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { email, mobileNumber: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    const request = {
      ...(values.email !== email ? { email: values.email } : {}),
      ...(values.mobileNumber ? { mobileNumber: values.mobileNumber } : {}),
    };
    if (Object.keys(request).length === 0) {
      setNothing(true);
      return;
    }
    setNothing(false);
    change.mutate(request, {
      onSuccess: () => {
        toast.success(t('contact.saved'), { description: t('contact.savedNote') });
        onDone();
      },
      onError: (error) => {
        toast.error(t('contact.failed'), { description: messageText(serverMessage(error, t('contact.tryLater'))) });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-heading" className="mt-4 grid gap-4">
      <FormField id="contact-email-input" label={t('contact.email')} error={errors.email?.message}>
        {(controlProps) => <Input {...controlProps} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField
        id="contact-mobile-input"
        label={t('contact.newMobileNumber')}
        optional
        error={errors.mobileNumber?.message}
        hint={maskedMobile ? t('contact.keepMobileHint', { mobile: maskedMobile }) : undefined}
      >
        {(controlProps) => (
          <Input {...controlProps} type="tel" inputMode="tel" autoComplete="tel" {...form.register('mobileNumber')} />
        )}
      </FormField>
      {nothing ? (
        <Alert variant="info" role="status">
          {t('contact.nothingChanged')}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {t('contact.keep')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {t('contact.save')}
        </Button>
      </div>
    </form>
  );
}
