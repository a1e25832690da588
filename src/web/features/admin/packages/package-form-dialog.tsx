import {
  type AdminPackage,
  type PackageForm,
  type PackageFormInput,
  PREPARATION_TEXT_MAX,
  packageFormSchema,
} from '@domain/events/package-schemas';
import { MAX_FASTING_HOURS } from '@domain/questionnaire/preparation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
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
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { FormDialogFooter } from '../form-dialog-footer';
import { useCreatePackage, useUpdatePackage } from './api';
import { packageFormDefaults } from './package-form';

export interface PackageFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package to edit; none: a new one. */
  pkg?: AdminPackage;
}

export function PackageFormDialog({ open, onOpenChange, pkg }: PackageFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <PackageFormBody pkg={pkg} onDone={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function PackageFormBody({ pkg, onDone }: { pkg?: AdminPackage; onDone: () => void }) {
  const form = useForm<PackageFormInput, unknown, PackageForm>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: packageFormDefaults(pkg),
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const createPackage = useCreatePackage();
  const updatePackage = useUpdatePackage();
  const isPending = createPackage.isPending || updatePackage.isPending;

  // The schema turns both prices into two-decimal strings ('118.00'), an empty member price and an empty
  // preparation text into none; the fasting hours are read as a number (an empty field is refused).
  const onSubmit = form.handleSubmit((values) => {
    if (pkg) updatePackage.mutate({ id: pkg.id, form: values }, { onSuccess: onDone });
    else createPackage.mutate(values, { onSuccess: onDone });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{pkg ? 'Edit Package' : 'Add Package'}</DialogTitle>
        <DialogDescription>
          Prices in SGD before GST; members of AIA or Vitality pay the member price.
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <FormField id="package-name" label="Name" error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="package-price" label="Price (S$)" error={errors.price?.message}>
            {(field) => <Input {...field} inputMode="decimal" placeholder="118.00" {...register('price')} />}
          </FormField>
          <FormField
            id="package-aia-price"
            label="Member price (AIA) (S$)"
            optional
            hint="Empty: members pay the price."
            error={errors.aiaPrice?.message}
          >
            {(field) => <Input {...field} inputMode="decimal" placeholder="106.20" {...register('aiaPrice')} />}
          </FormField>
        </div>
        <FormField id="package-description" label="Description" optional error={errors.description?.message}>
          {(field) => <Textarea {...field} rows={4} {...register('description')} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <FormField
            id="package-fasting-hours"
            label="Fasting hours"
            hint="0 for none"
            error={errors.fastingHours?.message}
          >
            {(field) => (
              <Input
                {...field}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_FASTING_HOURS}
                step={1}
                {...register('fastingHours', { valueAsNumber: true })}
              />
            )}
          </FormField>
          <FormField
            id="package-preparation"
            label="Preparation"
            optional
            hint={`What the customer should do before the visit, besides fasting (at most ${PREPARATION_TEXT_MAX} characters).`}
            error={errors.preparationText?.message}
          >
            {(field) => (
              <Textarea {...field} rows={3} maxLength={PREPARATION_TEXT_MAX} {...register('preparationText')} />
            )}
          </FormField>
        </div>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id="package-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
              <Label htmlFor="package-active">Active</Label>
              <span className="text-xs text-slate-500">Inactive packages are not offered to customers.</span>
            </div>
          )}
        />
      </DialogBody>
      <FormDialogFooter onCancel={onDone} isPending={isPending} submitLabel={pkg ? 'Save Changes' : 'Create Package'} />
    </form>
  );
}
