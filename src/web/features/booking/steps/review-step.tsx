import { HOLD_BEFORE_BOOKING_NOTE } from '@domain/bookings/hold-messages';
import { CalendarDays, CircleCheck, Home } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PrivacyConsent, SmsReminders, VisitGuidance } from '@/features/booking-shared';
import { useMessageText } from '@/lib/i18n';
import type { WizardPricing } from '../pricing/booking-pricing';
import type { AppliedDiscount, HouseholdMemberEntry, WizardStep } from '../wizard/use-booking-wizard';
import { DiscountCodeField } from './discount-code-field';
import { FamilyBundleLink } from './family-bundle-link';
import { HouseholdMemberList } from './household-member-list';
import { MemberPriceNotice, type MemberPriceNoticeProps } from './member-price-notice';
import { OrderSummary } from './order-summary';
import { StepHeading } from './step-heading';
import { WizardActions } from './wizard-actions';

interface ReviewStepProps {
  pricing: WizardPricing;
  members: readonly HouseholdMemberEntry[];
  isMember: boolean;
  memberLabel: string | null;
  discount: AppliedDiscount | null;
  appointment: { dateLabel: string; timeLabel: string; address: string };
  /** The membership could not be checked: said above the summary, with a way to check again. */
  memberPriceNotice?: MemberPriceNoticeProps | null;
  /** A question the details still need answered before booking (the gender a partner does not send). */
  missingDetails?: ReactNode;
  focusOnMount: boolean;
  isConfirming: boolean;
  /** The privacy notice's tick box (DESIGN §8.3): Confirm refuses until it is ticked. */
  consent: {
    isAgreed: boolean;
    /** Shown under the box after a Confirm without it. */
    error?: string;
    onChange: (isAgreed: boolean) => void;
    ref: Ref<HTMLInputElement>;
  };
  /** "Send me SMS reminders" (DESIGN §8.5), ticked unless the customer unticks it. */
  smsReminders: {
    isWanted: boolean;
    onChange: (isWanted: boolean) => void;
  };
  onAddMember: () => void;
  onRemoveMember: (member: HouseholdMemberEntry) => void;
  onDiscountChange: (discount: AppliedDiscount | null) => void;
  onEdit: (step: WizardStep) => void;
  onPrevious: () => void;
  onConfirm: () => void;
}

function SummaryItem(props: {
  icon: typeof Home;
  label: string;
  value: string;
  onChange: () => void;
  changeLabel: string;
}) {
  const { t } = useTranslation('booking');
  const Icon = props.icon;
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{props.label}</p>
        <p className="text-sm font-medium break-words text-slate-900">{props.value}</p>
      </div>
      <Button
        variant="link"
        size="sm"
        className="h-auto shrink-0 px-0 whitespace-normal"
        onClick={props.onChange}
        aria-label={props.changeLabel}
      >
        {t('review.change')}
      </Button>
    </div>
  );
}

export function ReviewStep(props: ReviewStepProps) {
  const { t } = useTranslation('booking');
  const messageText = useMessageText();
  return (
    <div>
      <StepHeading title={t('review.title')} description={t('review.description')} focusOnMount={props.focusOnMount} />
      <div className="space-y-8">
        <div className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <SummaryItem
            icon={CalendarDays}
            label={t('review.appointment')}
            value={`${props.appointment.dateLabel}, ${props.appointment.timeLabel}`}
            onChange={() => props.onEdit(3)}
            changeLabel={t('review.changeAppointment')}
          />
          <SummaryItem
            icon={Home}
            label={t('review.visitAddress')}
            value={props.appointment.address}
            onChange={() => props.onEdit(1)}
            changeLabel={t('review.changeVisitAddress')}
          />
        </div>
        {props.missingDetails}
        <HouseholdMemberList
          pricing={props.pricing}
          members={props.members}
          memberLabel={props.memberLabel}
          onAdd={props.onAddMember}
          onRemove={props.onRemoveMember}
        />
        <DiscountCodeField
          breakdown={props.pricing.breakdown}
          isMember={props.isMember}
          discount={props.discount}
          onChange={props.onDiscountChange}
        />
        <div className="space-y-3">
          {props.memberPriceNotice ? <MemberPriceNotice {...props.memberPriceNotice} /> : null}
          <OrderSummary pricing={props.pricing} discountCode={props.discount?.code ?? null} />
          <FamilyBundleLink isMember={props.isMember} />
        </div>
        <VisitGuidance variant="panel" className="lg:hidden" />
        <p className="text-sm text-slate-600">{messageText(HOLD_BEFORE_BOOKING_NOTE)}</p>
        <div className="space-y-4">
          <PrivacyConsent
            ref={props.consent.ref}
            checked={props.consent.isAgreed}
            onChange={(event) => props.consent.onChange(event.target.checked)}
            error={props.consent.error}
          />
          <SmsReminders
            checked={props.smsReminders.isWanted}
            onChange={(event) => props.smsReminders.onChange(event.target.checked)}
          />
        </div>
      </div>
      <WizardActions
        onPrevious={props.onPrevious}
        onNext={props.onConfirm}
        nextLabel={t('review.confirm')}
        nextIcon={<CircleCheck aria-hidden="true" />}
        isBusy={props.isConfirming}
        busyLabel={t('review.booking')}
      />
    </div>
  );
}
