import { DISCOUNT_USABLE_BY_NOBODY_MESSAGE } from '@domain/discounts/messages';
import {
  type AdminDiscount,
  type DiscountForm,
  type DiscountFormInput,
  discountFormSchema,
  IDENTIFIER_LENGTH,
  isUsableByNobody,
} from '@domain/discounts/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
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
import { CodeInput, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioTile } from '@/components/ui/radio-group';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useCreateDiscount, useUpdateDiscount } from './api';
import {
  DISCOUNT_STEPS,
  type DiscountField,
  type DiscountStep,
  discountFormDefaults,
  errorMessages,
  exampleCode,
  firstStepWithError,
  prefixAsTyped,
  STEP_FIELDS,
} from './discount-form';
import {
  IDENTIFIER_HINT,
  LINE_ITEM_LABEL_PLACEHOLDER,
  NO_END_DATE,
  NO_START_DATE,
  UNLIMITED_PLACEHOLDER,
  VALIDATION_ERROR_TITLE,
} from './messages';

type DiscountFormApi = UseFormReturn<DiscountFormInput, unknown, DiscountForm>;

export interface DiscountFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The discount to edit; none: a new one. */
  discount?: AdminDiscount;
}

export function DiscountFormDialog({ open, onOpenChange, discount }: DiscountFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {/* Mounted per opening, so the form starts at the first step from the discount it edits. */}
        {open ? <DiscountFormBody discount={discount} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Spec 001 §5: the form's failures are told in a 'Validation Error' toast (and beside their fields). */
function toastValidationError(messages: string[]) {
  toast.error(VALIDATION_ERROR_TITLE, { description: messages[0] });
}

function DiscountFormBody({ discount, onDone }: { discount?: AdminDiscount; onDone: () => void }) {
  const form = useForm<DiscountFormInput, unknown, DiscountForm>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discountFormDefaults(discount),
  });
  const [stepIndex, setStepIndex] = useState(0);
  const step = DISCOUNT_STEPS[stepIndex]!;
  const isLastStep = stepIndex === DISCOUNT_STEPS.length - 1;
  const createDiscount = useCreateDiscount();
  const updateDiscount = useUpdateDiscount();
  const isPending = createDiscount.isPending || updateDiscount.isPending;

  // A field a step refused is checked again as it changes, so its message goes once it is put right.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).invalid) void form.trigger(name);
      // "No customer could use this discount" hangs on AIA but is put right by any tick, type or status.
      if (name !== 'applicableForAIA' && form.getFieldState('applicableForAIA').invalid) {
        void form.trigger('applicableForAIA');
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const goNext = async () => {
    const fields = STEP_FIELDS[step.id] as DiscountField[];
    if (!(await form.trigger(fields))) {
      toastValidationError(errorMessages(form.formState.errors, [step.id]));
      return;
    }
    setStepIndex((index) => Math.min(index + 1, DISCOUNT_STEPS.length - 1));
  };

  const submit = form.handleSubmit(
    (values) => {
      if (discount) updateDiscount.mutate({ id: discount.id, form: values }, { onSuccess: onDone });
      else createDiscount.mutate(values, { onSuccess: onDone });
    },
    (errors) => {
      // Back to the first step that holds a failure, so its message shows beside its field.
      const first = firstStepWithError(errors);
      if (first) setStepIndex(DISCOUNT_STEPS.findIndex((candidate) => candidate.id === first));
      toastValidationError(errorMessages(errors, STEP_FIELDS_ORDER));
    },
  );

  return (
    <form
      onSubmit={(event) => {
        // Enter in a field of an earlier step moves on rather than saving half a form.
        if (!isLastStep) {
          event.preventDefault();
          void goNext();
          return;
        }
        void submit(event);
      }}
      noValidate
      className="flex min-h-0 flex-col"
    >
      <DialogHeader>
        <DialogTitle>{discount ? 'Edit Discount' : 'Create Discount'}</DialogTitle>
        <DialogDescription>
          Step {stepIndex + 1} of {DISCOUNT_STEPS.length}: {step.title}
        </DialogDescription>
        <StepIndicator current={stepIndex} />
      </DialogHeader>
      <DialogBody className="space-y-4">
        {step.id === 'basic' ? <BasicStep form={form} /> : null}
        {step.id === 'redemption' ? <RedemptionStep form={form} /> : null}
        {step.id === 'applicability' ? <ApplicabilityStep form={form} /> : null}
        {step.id === 'value' ? <ValueStep form={form} /> : null}
      </DialogBody>
      <DialogFooter>
        {stepIndex === 0 ? (
          <Button key="cancel" variant="outline" onClick={onDone} disabled={isPending}>
            Cancel
          </Button>
        ) : (
          <Button key="back" variant="outline" onClick={() => setStepIndex((index) => index - 1)} disabled={isPending}>
            <ChevronLeft aria-hidden="true" />
            Back
          </Button>
        )}
        {isLastStep ? (
          <Button key="submit" type="submit" disabled={isPending}>
            {isPending ? 'Saving...' : discount ? 'Save Changes' : 'Create Discount'}
          </Button>
        ) : (
          <Button key="next" onClick={() => void goNext()}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

const STEP_FIELDS_ORDER: readonly DiscountStep[] = DISCOUNT_STEPS.map((step) => step.id);

function StepIndicator({ current }: { current: number }) {
  return (
    <ol className="mt-2 grid grid-cols-4 gap-1.5" aria-label="Steps">
      {DISCOUNT_STEPS.map((step, index) => (
        <li
          key={step.id}
          aria-current={index === current ? 'step' : undefined}
          className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-500 aria-[current=step]:text-brand-800"
        >
          <span
            className={cn(
              'h-1.5 rounded-full bg-slate-200',
              index < current && 'bg-brand-300',
              index === current && 'bg-brand-700',
            )}
          />
          <span className="hidden truncate sm:block">
            {index < current ? <Check className="mr-0.5 inline size-3" aria-hidden="true" /> : null}
            {step.title}
          </span>
          <span className="sr-only sm:hidden">{step.title}</span>
        </li>
      ))}
    </ol>
  );
}

/** A switch with its label and a line saying what it does. */
function SwitchRow({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} className="mt-0.5" />
      <div className="min-w-0">
        <Label htmlFor={id}>{label}</Label>
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  );
}

function BasicStep({ form }: { form: DiscountFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const discountType = useWatch({ control, name: 'discountType' });
  const prefix = useWatch({ control, name: 'identifierPrefix' });
  const length = useWatch({ control, name: 'identifierLength' });
  // A new random example whenever the prefix or the length changes, not on every render.
  const example = useMemo(() => exampleCode(prefix, length), [prefix, length]);
  const prefixField = register('identifierPrefix');

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="discount-name" label="Name" error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} />}
        </FormField>
        <FormField id="discount-label" label="Line Item Label" optional error={errors.lineItemLabel?.message}>
          {(field) => <Input {...field} placeholder={LINE_ITEM_LABEL_PLACEHOLDER} {...register('lineItemLabel')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <FormField
          id="discount-type"
          label="Discount Type"
          hint="Promo: customers type a code when they book. Bin: taken off at card payment when the card number starts with digits you list (its BIN, the first 6 to 8 digits, e.g. one bank's cards)."
          error={errors.discountType?.message}
        >
          {(field) => (
            <NativeSelect {...field} {...register('discountType')}>
              <option value="-">- (customers cannot use it)</option>
              <option value="promo">Promo (a code customers type)</option>
              <option value="bin">Bin (cards whose number starts with given digits)</option>
            </NativeSelect>
          )}
        </FormField>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <div className="space-y-1.5 sm:pb-5">
              <p className="text-sm font-medium text-slate-800">Status</p>
              <SwitchRow
                id="discount-active"
                label={field.value === false ? 'Inactive' : 'Active'}
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
              />
            </div>
          )}
        />
      </div>
      <FormField id="discount-description" label="Description" optional error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={2} {...register('description')} />}
      </FormField>
      {discountType === 'promo' ? (
        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Promo codes</legend>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <FormField
              id="discount-prefix"
              label="Identifier Prefix"
              hint="How every code of this discount starts, e.g. XMAS."
              error={errors.identifierPrefix?.message}
            >
              {(field) => (
                <CodeInput
                  {...field}
                  {...prefixField}
                  maxLength={40}
                  onChange={(event) => {
                    event.target.value = prefixAsTyped(event.target.value);
                    void prefixField.onChange(event);
                  }}
                />
              )}
            </FormField>
            <FormField
              id="discount-length"
              label="Identifier Length"
              hint={`Random letters and digits after the prefix (${IDENTIFIER_LENGTH.min} to ${IDENTIFIER_LENGTH.max}).`}
              error={errors.identifierLength?.message}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={IDENTIFIER_LENGTH.min}
                  max={IDENTIFIER_LENGTH.max}
                  {...register('identifierLength')}
                />
              )}
            </FormField>
          </div>
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            Example: <code className="font-mono font-semibold break-all text-slate-900">{example}</code>
          </div>
          <p className="text-xs text-slate-500">{IDENTIFIER_HINT}</p>
        </fieldset>
      ) : null}
    </>
  );
}

function LimitBlock({
  form,
  toggle,
  field,
  label,
  inputLabel,
  hint,
}: {
  form: DiscountFormApi;
  toggle: 'limitRedemption' | 'limitBinRedemption';
  field: 'maxRedemptions' | 'maxBinRedemptions';
  label: string;
  inputLabel: string;
  hint: string;
}) {
  const isOn = useWatch({ control: form.control, name: toggle }) ?? false;
  const error = form.formState.errors[field]?.message;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      <Controller
        control={form.control}
        name={toggle}
        render={({ field: control }) => (
          <SwitchRow
            id={`discount-${toggle}`}
            label={label}
            hint={hint}
            checked={control.value ?? false}
            onCheckedChange={control.onChange}
          />
        )}
      />
      {isOn ? (
        <FormField id={`discount-${field}`} label={inputLabel} error={typeof error === 'string' ? error : undefined}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              placeholder={UNLIMITED_PLACEHOLDER}
              className="sm:max-w-48"
              {...form.register(field)}
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
}

function RedemptionStep({ form }: { form: DiscountFormApi }) {
  const discountType = useWatch({ control: form.control, name: 'discountType' }) ?? 'promo';
  // Each limit only where it counts: promo codes count bookings, bin discounts count card payments.
  if (discountType === '-') {
    return (
      <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Customers cannot redeem a discount of type "-", so there is nothing to limit. Choose Promo or Bin in Basic
        Information to limit its redemptions.
      </p>
    );
  }
  return discountType === 'promo' ? (
    <LimitBlock
      form={form}
      toggle="limitRedemption"
      field="maxRedemptions"
      label="Limit Redemption"
      inputLabel="Max Redemptions"
      hint="How many bookings may use this discount's codes in total."
    />
  ) : (
    <LimitBlock
      form={form}
      toggle="limitBinRedemption"
      field="maxBinRedemptions"
      label="Limit Bin Redemption"
      inputLabel="Max Bin Redemptions"
      hint="How many card payments may get this discount with a card whose number starts with its digits (its BIN)."
    />
  );
}

const APPLICABILITY_CARDS = [
  { name: 'applicableForAIA', title: 'AIA', text: 'Verified members of the insurer’s health programme' },
  { name: 'applicableForRetail', title: 'Retail', text: 'Customers without member benefits' },
  { name: 'applicableForHealthScreening', title: 'Health Screening', text: 'Home health screening bookings' },
  {
    name: 'applicableForChronic',
    title: 'Chronic',
    text: "For the clinic's chronic care programme; home screening bookings do not check it",
  },
  {
    name: 'applicableForPDT',
    title: 'PDT',
    text: "For the clinic's PDT programme; home screening bookings do not check it",
  },
] as const;

function ApplicabilityStep({ form }: { form: DiscountFormApi }) {
  const values = useWatch({ control: form.control });
  const refusal = form.formState.errors.applicableForAIA?.message;
  // Said as soon as the ticks leave nobody, before Next refuses it; red once Next or submit did.
  const message = refusal ?? (isUsableByNobody(values) ? DISCOUNT_USABLE_BY_NOBODY_MESSAGE : undefined);
  return (
    <fieldset className="space-y-3" aria-describedby={message ? 'discount-applicability-message' : undefined}>
      <legend className="text-sm text-slate-600">Who and what this discount applies to. Choose any number.</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {APPLICABILITY_CARDS.map((card) => (
          <Controller
            key={card.name}
            control={form.control}
            name={card.name}
            render={({ field }) => {
              const id = `discount-${card.name}`;
              const checked = field.value ?? card.name === 'applicableForHealthScreening';
              return (
                <label
                  htmlFor={id}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 shadow-sm transition-colors hover:border-brand-500',
                    checked && 'border-brand-700 bg-brand-50 ring-1 ring-brand-700',
                  )}
                >
                  <Checkbox
                    id={id}
                    checked={checked}
                    onCheckedChange={(value) => field.onChange(value === true)}
                    className="mt-0.5"
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-slate-900">{card.title}</span>
                    <span className="block text-xs text-slate-600">{card.text}</span>
                  </span>
                </label>
              );
            }}
          />
        ))}
      </div>
      {message ? (
        <p
          id="discount-applicability-message"
          role="alert"
          className={cn(
            'rounded-lg border px-3 py-2 text-sm font-medium',
            refusal ? 'border-red-200 bg-red-50 text-red-700' : 'border-amber-200 bg-amber-50 text-amber-900',
          )}
        >
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

function DateField({
  form,
  name,
  label,
  placeholder,
}: {
  form: DiscountFormApi;
  name: 'startDate' | 'endDate';
  label: string;
  placeholder: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField id={`discount-${name}`} label={label} optional error={error}>
          {(control) => (
            <div className="flex gap-2">
              <DatePicker
                {...control}
                value={field.value ?? ''}
                onChange={field.onChange}
                placeholder={placeholder}
                displayFormat="MMM d, yyyy"
              />
              {field.value ? (
                <Button variant="ghost" size="icon" onClick={() => field.onChange('')} className="shrink-0">
                  <X aria-hidden="true" />
                  <span className="sr-only">Clear {label}</span>
                </Button>
              ) : null}
            </div>
          )}
        </FormField>
      )}
    />
  );
}

function ValueStep({ form }: { form: DiscountFormApi }) {
  const valueType = useWatch({ control: form.control, name: 'discountValueType' }) ?? 'percentage';
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="discountValueType"
        render={({ field }) => (
          <fieldset className="space-y-1.5">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Value Type</legend>
            <RadioGroup
              value={field.value ?? 'percentage'}
              onValueChange={field.onChange}
              className="grid-cols-2"
              aria-label="Value Type"
            >
              <ValueTypeTile value="percentage" title="Percentage Off" text="e.g. 10% off the booking" />
              <ValueTypeTile value="amount" title="Amount Off" text="e.g. $20 off the booking" />
            </RadioGroup>
          </fieldset>
        )}
      />
      <FormField
        id="discount-value"
        label="Value"
        hint={valueType === 'percentage' ? 'Percent, at most 100.' : 'Singapore dollars, up to two decimals.'}
        error={errors.value?.message}
      >
        {(field) => (
          <div className="relative sm:max-w-48">
            {valueType === 'amount' ? (
              <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">
                $
              </span>
            ) : null}
            <Input
              {...field}
              inputMode="decimal"
              className={cn(valueType === 'amount' ? 'pl-7' : 'pr-8')}
              {...form.register('value')}
            />
            {valueType === 'percentage' ? (
              <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500">
                %
              </span>
            ) : null}
          </div>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={form} name="startDate" label="Valid From" placeholder={NO_START_DATE} />
        <DateField form={form} name="endDate" label="Valid To" placeholder={NO_END_DATE} />
      </div>
      <p className="text-xs text-slate-500">Dates are Singapore days, both included.</p>
    </>
  );
}

function ValueTypeTile({ value, title, text }: { value: string; title: string; text: ReactNode }) {
  return (
    <RadioTile value={value} className="p-3">
      <span className="block text-sm font-semibold text-slate-900">{title}</span>
      <span className="block text-xs text-slate-600">{text}</span>
    </RadioTile>
  );
}
