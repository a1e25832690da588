import { MAX_WIZARD_PERSONS } from '@domain/bookings/pricing';
import { toDisplayDate } from '@domain/shared/dates';
import { formatCurrency } from '@domain/shared/money';
import { Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useGenderLabel } from '@/features/booking-shared';
import { useLanguage } from '@/lib/i18n';
import type { WizardPricing } from '../pricing/booking-pricing';
import type { HouseholdMemberEntry } from '../wizard/use-booking-wizard';

interface HouseholdMemberListProps {
  pricing: WizardPricing;
  members: readonly HouseholdMemberEntry[];
  /** 'AIA Member' or 'Vitality Member' once verified; membership covers the whole household. */
  memberLabel: string | null;
  onAdd: () => void;
  onRemove: (member: HouseholdMemberEntry) => void;
}

export function HouseholdMemberList({ pricing, members, memberLabel, onAdd, onRemove }: HouseholdMemberListProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const genderLabel = useGenderLabel();
  const personCount = 1 + members.length;
  const [mainLine, ...memberLines] = pricing.lines;
  return (
    <section aria-labelledby="household-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id="household-heading" className="text-base font-semibold text-slate-900">
            {t('household.heading')}
          </h3>
          <p className="text-sm text-slate-600">
            {t('household.count', { people: personCount, max: MAX_WIZARD_PERSONS })}
          </p>
        </div>
        <Button variant="secondary" className="h-auto min-h-10 py-2 whitespace-normal" onClick={onAdd}>
          <UserPlus aria-hidden="true" />
          {t('household.add')}
        </Button>
      </div>
      <ul className="mt-4 space-y-2">
        {mainLine ? (
          <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span className="truncate">{mainLine.name}</span>
                <Badge variant="default">{t('household.mainContact')}</Badge>
                {memberLabel ? <Badge variant="success">{memberLabel}</Badge> : null}
              </p>
              <p className="text-sm text-slate-600">{mainLine.packageName}</p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums text-slate-900">
              {formatCurrency(mainLine.unitPrice, language)}
            </p>
          </li>
        ) : null}
        {members.map((member, index) => {
          const line = memberLines[index];
          const name = `${member.firstName} ${member.lastName}`;
          return (
            <li
              key={member.id}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{name}</p>
                <p className="text-sm text-slate-600">
                  {line?.packageName ?? ''}
                  <span className="text-slate-400" aria-hidden="true">
                    {' · '}
                  </span>
                  {t('household.genderBorn', {
                    gender: genderLabel(member.gender),
                    date: toDisplayDate(member.dateOfBirth),
                  })}
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums text-slate-900">
                {line ? formatCurrency(line.unitPrice, language) : ''}
              </p>
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0 text-slate-500 hover:text-red-700"
                onClick={() => onRemove(member)}
                aria-label={t('household.remove', { name })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
