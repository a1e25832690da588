import {
  INVALID_EMAIL_TITLE,
  SEND_EMAIL_FAILED_MESSAGE,
  TEST_EMAIL_ADDRESS_MESSAGE,
} from '@domain/notifications/email-messages';
import { EMAIL_KIND_NAMES, PREVIEW_EMAIL_KINDS, type PreviewEmailKind } from '@domain/notifications/email-names';
import {
  TEST_EMAIL_TYPES,
  type TestEmailForm,
  type TestEmailFormInput,
  type TestEmailType,
  testEmailAddressField,
  testEmailFormSchema,
} from '@domain/notifications/email-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, FileText, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toast } from '@/lib/toast';
import { testEmailPreviewUrl, testPdfUrl, useSendTestEmail } from './api';
import { EmailPreviewPane } from './email-preview-pane';

const TYPE_LABELS: Record<TestEmailType, string> = {
  confirmation: 'Confirmation',
  invoice: 'Invoice',
  receipt: 'Receipt',
};

/** The email each test type shows here: the invoice is the PDF of a confirmation still to pay. */
const PREVIEW_KIND_OF: Record<TestEmailType, PreviewEmailKind> = {
  confirmation: 'confirmation',
  invoice: 'confirmation',
  receipt: 'receipt',
};

/** The other emails customers get: previewed here, not sent as a test (the test send is the spec's three). */
const PREVIEW_ONLY_KINDS = PREVIEW_EMAIL_KINDS.filter((kind) => kind !== 'confirmation' && kind !== 'receipt');

const isTestEmailType = (value: string): value is TestEmailType =>
  (TEST_EMAIL_TYPES as readonly string[]).includes(value);

const PREVIEW_TYPES = [
  { value: 'email', label: 'Email template' },
  { value: 'pdf', label: 'PDF attachment' },
] as const;

/** A preview opens in a new tab: the server renders it there with the session cookie. */
function openPreview(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export interface TestEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec 001 §2 test tool, 'Test Email Template': a recipient, an email type and a preview type;
 * 'Preview Template' or 'Preview PDF' open the sample in a new tab, 'Send Test Email' sends it. One
 * picker says which email: the spec's three types, which can be sent, then every other email customers
 * get, previewed only; the preview below shows the one picked.
 */
export function TestEmailDialog({ open, onOpenChange }: TestEmailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {open ? <TestEmailBody onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TestEmailBody({ onClose }: { onClose: () => void }) {
  const form = useForm<TestEmailFormInput, unknown, TestEmailForm>({
    resolver: zodResolver(testEmailFormSchema),
    defaultValues: { email: '', type: 'confirmation', previewType: 'email' },
  });
  const { errors } = form.formState;
  const [type, previewType] = useWatch({ control: form.control, name: ['type', 'previewType'] });
  const sendTestEmail = useSendTestEmail();
  // The picker's choice: a test type (also the form's `type`), or an email that is previewed only.
  const [choice, setChoice] = useState<TestEmailType | PreviewEmailKind>('confirmation');
  const canSend = isTestEmailType(choice);
  const previewKind: PreviewEmailKind = isTestEmailType(choice) ? PREVIEW_KIND_OF[choice] : choice;
  const previewRequest = useMemo(() => ({ kind: previewKind }), [previewKind]);
  const choose = (value: string) => {
    setChoice(value as TestEmailType | PreviewEmailKind);
    if (isTestEmailType(value)) form.setValue('type', value);
  };

  // Spec 001 §5: the recipient must not be empty and must contain '@'; otherwise 'Invalid Email'.
  const onSend = form.handleSubmit(
    (values) => sendTestEmail.mutate({ email: values.email, type: values.type }),
    (invalid) => {
      if (invalid.email) toast.error(INVALID_EMAIL_TITLE, { description: TEST_EMAIL_ADDRESS_MESSAGE });
    },
  );

  const previewTemplate = () => {
    const email = form.getValues('email');
    // The preview needs no recipient; one that is given goes along only when it is an address.
    openPreview(testEmailPreviewUrl(type, testEmailAddressField.safeParse(email).success ? email : undefined));
  };

  return (
    <form onSubmit={onSend} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>Test Email Template</DialogTitle>
        <DialogDescription>A sample booking&apos;s email, filled in with the templates as saved now.</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <FormField id="test-email-recipient" label="Recipient Email" error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              placeholder="name@example.com"
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField
          id="test-email-type"
          label="Email Type"
          hint={
            canSend
              ? undefined
              : 'Previewed below from the saved templates; test emails are sent for Confirmation, Invoice and Receipt.'
          }
        >
          {(field) => (
            <NativeSelect {...field} value={choice} onChange={(event) => choose(event.target.value)}>
              <optgroup label="Preview or send a test">
                {TEST_EMAIL_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {TYPE_LABELS[value]}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Preview only">
                {PREVIEW_ONLY_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {EMAIL_KIND_NAMES[value]}
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          )}
        </FormField>
        {canSend ? (
          <Controller
            control={form.control}
            name="previewType"
            render={({ field }) => (
              <fieldset className="space-y-2">
                <legend className="text-sm font-semibold text-slate-900">Preview Type</legend>
                <RadioGroup
                  value={field.value ?? 'email'}
                  onValueChange={field.onChange}
                  className="flex flex-wrap gap-x-6 gap-y-2"
                >
                  {PREVIEW_TYPES.map(({ value, label }) => (
                    <div key={value} className="flex items-center gap-2">
                      <RadioGroupItem id={`test-email-preview-${value}`} value={value} />
                      <Label htmlFor={`test-email-preview-${value}`} className="font-normal">
                        {label}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              </fieldset>
            )}
          />
        ) : null}
        <div className="border-t border-slate-200 pt-4">
          <EmailPreviewPane title={`Preview: ${EMAIL_KIND_NAMES[previewKind]}`} request={previewRequest} />
        </div>
        {sendTestEmail.isError ? (
          <Alert variant="error" title={SEND_EMAIL_FAILED_MESSAGE}>
            {/* The server's reason, when it says more than the title (its own refusal is the same words). */}
            {sendTestEmail.error.message === SEND_EMAIL_FAILED_MESSAGE ? null : sendTestEmail.error.message}
          </Alert>
        ) : null}
      </DialogBody>
      <DialogFooter className="sm:justify-between">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {!canSend ? null : previewType === 'pdf' ? (
            <Button variant="outline" onClick={() => openPreview(testPdfUrl(type))}>
              <FileText aria-hidden="true" />
              Preview PDF
            </Button>
          ) : (
            <Button variant="outline" onClick={previewTemplate}>
              <ExternalLink aria-hidden="true" />
              Preview Template
            </Button>
          )}
          <Button type="submit" disabled={sendTestEmail.isPending || !canSend}>
            <Send aria-hidden="true" />
            {sendTestEmail.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
