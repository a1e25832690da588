import { configKeyName, EMAIL_KIND_NAMES, previewKindOfKey } from '@domain/notifications/email-names';
import {
  type EmailConfig,
  type EmailConfigForm,
  type EmailConfigFormInput,
  emailConfigFormSchema,
} from '@domain/notifications/email-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { FormDialogFooter } from '../form-dialog-footer';
import { useCreateEmailConfig, useUpdateEmailConfig } from './api';
import { configValueKind, serverFieldErrors } from './config-value';
import { EmailPreviewPane } from './email-preview-pane';

const VALUE_FIELD_ID = 'email-config-value';

export interface EmailConfigFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The configuration to edit; none: a new one. */
  config?: EmailConfig;
  /** Keys the emails read that are missing, offered as suggestions for a new configuration. */
  suggestedKeys?: readonly string[];
}

export function EmailConfigFormDialog({ open, onOpenChange, config, suggestedKeys = [] }: EmailConfigFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        onOpenAutoFocus={(event) => {
          // Editing starts in the value (the key above it cannot be changed), at a template's first line.
          if (!config) return;
          event.preventDefault();
          const field = document.getElementById(VALUE_FIELD_ID);
          field?.focus({ preventScroll: true });
          if (field instanceof HTMLTextAreaElement) {
            field.setSelectionRange(0, 0);
            field.scrollTop = 0;
          }
        }}
      >
        {open ? (
          <EmailConfigFormBody config={config} suggestedKeys={suggestedKeys} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EmailConfigFormBody({
  config,
  suggestedKeys,
  onDone,
}: {
  config?: EmailConfig;
  suggestedKeys: readonly string[];
  onDone: () => void;
}) {
  // One schema for both: editing sends the stored key back, which the update schema accepts as it is.
  const form = useForm<EmailConfigFormInput, unknown, EmailConfigForm>({
    resolver: zodResolver(emailConfigFormSchema),
    defaultValues: {
      configKey: config?.configKey ?? '',
      configValue: config?.configValue ?? '',
      description: config?.description ?? '',
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  const key = useWatch({ control: form.control, name: 'configKey' }) ?? '';
  const kind = configValueKind(key);
  const value = useWatch({ control: form.control, name: 'configValue' }) ?? '';
  // A subject or message of an email: shown as the customer gets it, as it is typed.
  const previewKind = previewKindOfKey(key);
  const previewRequest = useMemo(
    () => (previewKind ? { kind: previewKind, draft: { configKey: key, configValue: value } } : null),
    [previewKind, key, value],
  );
  const createConfig = useCreateEmailConfig();
  const updateConfig = useUpdateEmailConfig();
  const isPending = createConfig.isPending || updateConfig.isPending;

  // A refusal that names a field (a template's line and reason) shows under it too, not only in the toast.
  const showServerErrors = (error: Error) => {
    for (const { field, message } of serverFieldErrors(error)) form.setError(field, { message }, { shouldFocus: true });
  };

  const onSubmit = form.handleSubmit((values) => {
    if (config) {
      updateConfig.mutate({ id: config.id, form: values }, { onSuccess: onDone, onError: showServerErrors });
    } else {
      createConfig.mutate(values, { onSuccess: onDone, onError: showServerErrors });
    }
  });

  const valueHint =
    kind === 'template'
      ? 'HTML with EJS tags, e.g. <%= registration.firstName %>. A template that does not compile is refused.'
      : kind === 'email'
        ? 'An email address.'
        : key.toUpperCase().endsWith('_SUBJECT')
          ? 'One line; EJS tags such as <%= registration.referenceNumber %> are filled in.'
          : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{config ? 'Edit Configuration' : 'Add Configuration'}</DialogTitle>
        {config ? <p className="text-sm font-medium text-slate-800">{configKeyName(config.configKey)}</p> : null}
        <DialogDescription>
          {config
            ? 'The key cannot be changed. The next emails use the new value.'
            : 'A sender setting, subject or template the emails read by its key.'}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <FormField
          id="email-config-key"
          label="Key"
          error={errors.configKey?.message}
          hint={config ? undefined : 'Upper case with underscores, e.g. EMAIL_RECEIPT_SUBJECT.'}
        >
          {(field) => (
            <>
              <Input
                {...field}
                readOnly={Boolean(config)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                list={config || suggestedKeys.length === 0 ? undefined : 'email-config-key-suggestions'}
                className={cn('font-mono', config && 'cursor-default bg-slate-100 text-slate-700')}
                {...register('configKey')}
              />
              {config || suggestedKeys.length === 0 ? null : (
                <datalist id="email-config-key-suggestions">
                  {suggestedKeys.map((suggestion) => (
                    <option key={suggestion} value={suggestion} />
                  ))}
                </datalist>
              )}
            </>
          )}
        </FormField>
        <FormField id={VALUE_FIELD_ID} label="Value" error={errors.configValue?.message} hint={valueHint}>
          {(field) =>
            kind === 'template' ? (
              <Textarea
                {...field}
                rows={14}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                wrap="off"
                className="font-mono text-xs leading-relaxed sm:text-xs"
                {...register('configValue')}
              />
            ) : (
              <Input
                {...field}
                type={kind === 'email' ? 'email' : 'text'}
                autoComplete="off"
                spellCheck={kind === 'text'}
                {...register('configValue')}
              />
            )
          }
        </FormField>
        <FormField id="email-config-description" label="Description" optional error={errors.description?.message}>
          {(field) => <Textarea {...field} rows={2} {...register('description')} />}
        </FormField>
        {previewRequest ? (
          <EmailPreviewPane title={`Preview: ${EMAIL_KIND_NAMES[previewRequest.kind]}`} request={previewRequest} />
        ) : null}
      </DialogBody>
      <FormDialogFooter
        onCancel={onDone}
        isPending={isPending}
        submitLabel={config ? 'Save Changes' : 'Create Configuration'}
      />
    </form>
  );
}
