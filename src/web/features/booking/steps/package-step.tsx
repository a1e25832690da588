import { PACKAGE_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import type { EventPackage } from '@domain/events/responses';
import { formatCurrency } from '@domain/shared/money';
import { BadgeCheck, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { FieldError } from '@/components/ui/form-field';
import { RadioGroup, RadioTile, RadioTileMark } from '@/components/ui/radio-group';
import { PARTNER_NAME } from '@/features/partner';
import { cn } from '@/lib/cn';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { packagePrice } from '../pricing/booking-pricing';
import { AIA_PROGRAMME, VITALITY_PROGRAMME } from '../wizard/programmes';
import type { Membership } from '../wizard/use-booking-wizard';
import { StepHeading } from './step-heading';
import { WizardActions } from './wizard-actions';

interface PackageStepProps {
  packages: readonly EventPackage[];
  packageId: number | null;
  membership: Membership;
  /** Spec 000 §4/§6: a partner visitor's package is fixed; the others are shown locked. */
  lockedPackageId?: number | null;
  focusOnMount: boolean;
  onSelect: (packageId: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

export function PackageStep({
  packages,
  packageId,
  membership,
  lockedPackageId = null,
  focusOnMount,
  onSelect,
  onPrevious,
  onNext,
}: PackageStepProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const [showError, setShowError] = useState(false);
  const { isMember } = membership;
  const programme = membership.isAiaMember ? AIA_PROGRAMME : membership.isVitalityMember ? VITALITY_PROGRAMME : null;
  const hasError = showError && packageId === null;
  const lockedPackage = packages.find((pkg) => pkg.id === lockedPackageId) ?? null;

  const next = () => {
    if (packageId === null) {
      setShowError(true);
      return;
    }
    onNext();
  };

  return (
    <div>
      <StepHeading
        title={t('packageStep.title')}
        description={t('packageStep.description')}
        focusOnMount={focusOnMount}
      />
      {isMember ? (
        <Alert variant="success" title={t('packageStep.memberPricing')} className="mb-5">
          {programme ? t('packageStep.memberVerifiedProgramme', { programme }) : t('packageStep.memberVerified')}
        </Alert>
      ) : null}
      {lockedPackage ? (
        <Alert variant="info" title={t('packageStep.locked.title', { partner: PARTNER_NAME })} className="mb-5">
          {t('packageStep.locked.message', { partner: PARTNER_NAME, packageName: lockedPackage.name })}
        </Alert>
      ) : null}
      <RadioGroup
        aria-label={t('packageStep.label')}
        aria-invalid={hasError}
        aria-describedby={hasError ? 'package-error' : undefined}
        value={packageId === null ? '' : String(packageId)}
        onValueChange={(value) => onSelect(Number(value))}
        className="gap-3 sm:grid-cols-2"
      >
        {packages.map((pkg) => {
          const { unitPrice, standardPrice } = packagePrice(pkg, isMember);
          const isLocked = lockedPackage !== null && pkg.id !== lockedPackage.id;
          const describedBy = [
            isLocked ? `package-${pkg.id}-locked` : null,
            pkg.description ? `package-${pkg.id}-description` : null,
          ].filter(Boolean);
          return (
            <RadioTile
              key={pkg.id}
              value={String(pkg.id)}
              disabled={isLocked}
              // Name and price make the accessible name; the lock's reason and the description are read after it.
              aria-labelledby={`package-${pkg.id}-name package-${pkg.id}-price`}
              aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
              className="flex flex-col gap-2 p-4"
            >
              <span className="flex w-full items-start gap-3">
                <RadioTileMark />
                <span
                  id={`package-${pkg.id}-name`}
                  className={cn(
                    'min-w-0 flex-1 text-base font-semibold break-words',
                    isLocked ? 'text-slate-600' : 'text-slate-900',
                  )}
                >
                  {pkg.name}
                </span>
                <span id={`package-${pkg.id}-price`} className="flex flex-col items-end leading-tight">
                  {standardPrice ? (
                    <>
                      <span className="text-lg font-bold text-brand-800">{formatCurrency(unitPrice, language)}</span>
                      <s className="text-sm text-slate-500">
                        <span className="sr-only">{t('shared.price.standardPrice')} </span>
                        {formatCurrency(standardPrice, language)}
                      </s>
                    </>
                  ) : (
                    <span className={cn('text-lg font-bold', isLocked ? 'text-slate-600' : 'text-slate-900')}>
                      {formatCurrency(unitPrice, language)}
                    </span>
                  )}
                </span>
              </span>
              {isLocked ? (
                <span
                  id={`package-${pkg.id}-locked`}
                  className="flex items-center gap-1.5 pl-8 text-sm font-medium text-slate-600"
                >
                  <Lock className="size-3.5 shrink-0" aria-hidden="true" />
                  {t('packageStep.locked.reason', { partner: PARTNER_NAME })}
                </span>
              ) : null}
              {pkg.description ? (
                <span id={`package-${pkg.id}-description`} className="pl-8 text-sm text-slate-600">
                  {pkg.description}
                </span>
              ) : null}
              {standardPrice ? (
                <span className="pl-8">
                  <Badge variant="success">
                    <BadgeCheck className="size-3.5" aria-hidden="true" />
                    {t('packageStep.memberPrice')}
                  </Badge>
                </span>
              ) : null}
            </RadioTile>
          );
        })}
      </RadioGroup>
      <div className="mt-2" role="alert">
        <FieldError id="package-error" message={hasError ? messageText(PACKAGE_REQUIRED_MESSAGE) : undefined} />
      </div>
      <WizardActions onPrevious={onPrevious} onNext={next} />
    </div>
  );
}
