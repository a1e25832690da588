import { STAFF_ROLES, type StaffCreateRequest, staffCreateRequestSchema } from '@domain/staff/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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
import { NativeSelect } from '@/components/ui/native-select';
import { toastChangeFailed } from '../change-toasts';
import { FormDialogFooter } from '../form-dialog-footer';
import { useCreateStaff } from './api';
import { placeRefusal } from './form-errors';
import { ROLE_HINT, ROLE_LABELS } from './staff-format';

export const ADD_STAFF_LABEL = 'Add staff';

const FIELDS = ['username', 'displayName', 'role', 'password'] as const satisfies readonly (keyof StaffCreateRequest)[];

export function StaffFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {open ? <StaffFormBody onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The new account's fields, checked here by the server's own schema; the server's refusals shown at their field. */
export function StaffFormBody({ onDone }: { onDone: () => void }) {
  const form = useForm<StaffCreateRequest>({
    resolver: zodResolver(staffCreateRequestSchema),
    defaultValues: { username: '', displayName: '', role: 'nurse', password: '' },
  });
  const { errors } = form.formState;
  const createStaff = useCreateStaff();

  const onSubmit = form.handleSubmit((values) =>
    createStaff.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const unplaced = placeRefusal(form.setError, error, FIELDS, 'username');
        if (unplaced) toastChangeFailed('create', 'staff account', error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{ADD_STAFF_LABEL}</DialogTitle>
        <DialogDescription>A new account signs in at the admin login with its username and password.</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <FormField
          id="staff-username"
          label="Username"
          hint="3 to 50 lower-case letters, digits, dots, dashes or underscores"
          error={errors.username?.message}
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('username')}
            />
          )}
        </FormField>
        <FormField
          id="staff-display-name"
          label="Display name"
          hint="How the clinic names them, e.g. on the roster and the run sheet"
          error={errors.displayName?.message}
        >
          {(field) => <Input {...field} autoComplete="off" {...form.register('displayName')} />}
        </FormField>
        <FormField id="staff-role" label="Role" hint={ROLE_HINT} error={errors.role?.message}>
          {(field) => (
            <NativeSelect {...field} {...form.register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="staff-password" label="Password" hint="At least 12 characters" error={errors.password?.message}>
          {(field) => <Input {...field} type="password" autoComplete="new-password" {...form.register('password')} />}
        </FormField>
      </DialogBody>
      <FormDialogFooter onCancel={onDone} isPending={createStaff.isPending} submitLabel="Create account" />
    </form>
  );
}
