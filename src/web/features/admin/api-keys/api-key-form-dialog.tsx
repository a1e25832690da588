import {
  type ApiKey,
  type ApiKeyForm,
  type ApiKeyFormInput,
  apiKeyFormSchema,
  type CreatedApiKey,
} from '@domain/api-keys/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, KeyRound } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
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
import { Switch } from '@/components/ui/switch';
import { FormDialogFooter } from '../form-dialog-footer';
import { useCreateApiKey, useUpdateApiKey } from './api';
import { copyToClipboard } from './copy-key';
import { GENERATE_API_KEY_LABEL } from './messages';

export interface ApiKeyFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The key to edit; none: a new one. */
  apiKey?: ApiKey;
  /** The key just made: shown this once, in place of the form. */
  created?: CreatedApiKey;
  onCreated: (created: CreatedApiKey) => void;
  /** Changes on each opening, so the form starts afresh. */
  formKey: number;
}

export function ApiKeyFormDialog({ open, onOpenChange, apiKey, created, onCreated, formKey }: ApiKeyFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-lg"
        // The new key must not vanish by a stray click beside the dialog: only Done or Escape close it.
        onInteractOutside={(event) => (created ? event.preventDefault() : undefined)}
      >
        {created ? (
          <NewKey created={created} onDone={() => onOpenChange(false)} />
        ) : (
          <ApiKeyFormBody key={formKey} apiKey={apiKey} onCreated={onCreated} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ApiKeyFormBody({
  apiKey,
  onCreated,
  onDone,
}: {
  apiKey?: ApiKey;
  onCreated: (created: CreatedApiKey) => void;
  onDone: () => void;
}) {
  const form = useForm<ApiKeyFormInput, unknown, ApiKeyForm>({
    resolver: zodResolver(apiKeyFormSchema),
    defaultValues: { description: apiKey?.description ?? '', isActive: apiKey?.isActive ?? true },
  });
  const { errors } = form.formState;
  const createApiKey = useCreateApiKey();
  const updateApiKey = useUpdateApiKey();
  const isPending = createApiKey.isPending || updateApiKey.isPending;

  const onSubmit = form.handleSubmit((values) => {
    if (apiKey) updateApiKey.mutate({ id: apiKey.id, form: values }, { onSuccess: onDone });
    else createApiKey.mutate(values, { onSuccess: onCreated });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{apiKey ? 'Edit API Key' : GENERATE_API_KEY_LABEL}</DialogTitle>
        <DialogDescription>
          {apiKey
            ? 'Change what the key is for, or switch it off: an inactive key is refused at once.'
            : 'A key lets an outside system read bookings through the API (/api/v1).'}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <FormField
          id="api-key-description"
          label="Description"
          hint="Who or what uses the key, e.g. 'Clinic reporting'"
          error={errors.description?.message}
        >
          {(field) => <Input {...field} {...form.register('description')} />}
        </FormField>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id="api-key-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
              <Label htmlFor="api-key-active">Active</Label>
            </div>
          )}
        />
        {apiKey ? (
          <p className="text-xs text-slate-500">
            Key: <span className="font-mono">{apiKey.key}</span>. The whole key was shown once, when it was made.
          </p>
        ) : null}
      </DialogBody>
      <FormDialogFooter onCancel={onDone} isPending={isPending} submitLabel={apiKey ? 'Save Changes' : 'Generate'} />
    </form>
  );
}

/** Spec 001 §2: after creation the new key is shown once, with 'Copy to clipboard' and 'Done'. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-brand-700" aria-hidden="true" />
          API Key Created
        </DialogTitle>
        <DialogDescription>{created.description}</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <Alert variant="warning" title="Copy the key now">
          It is shown only this once and cannot be shown again. Keep it somewhere safe.
        </Alert>
        <div className="space-y-1.5">
          <Label htmlFor="new-api-key">Your API key</Label>
          <Input
            id="new-api-key"
            readOnly
            value={created.key}
            className="font-mono text-sm"
            onFocus={(event) => event.target.select()}
          />
        </div>
        <p className="text-xs text-slate-500">
          Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> to the read API under{' '}
          <code className="font-mono">/api/v1</code>.
        </p>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={() => void copyToClipboard(created.key)}>
          <Copy aria-hidden="true" />
          Copy to clipboard
        </Button>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}
