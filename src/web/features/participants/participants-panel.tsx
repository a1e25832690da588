import type { EventPackage } from '@domain/events/responses';
import { formatCurrency } from '@domain/shared/money';
import { Mail, Pencil, Phone, Star, Trash2, UserPlus, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { PARTICIPANTS_PANEL_TEXT } from './messages';
import { MAX_PARTICIPANTS, memberTypeLabel } from './participant-list';

/** One person as the panel shows them, whether the booking exists yet or not. */
export interface ParticipantRow {
  key: string | number;
  firstName: string;
  lastName: string;
  identificationNumber: string;
  email: string | null;
  mobileNumber: string | null;
  isAiaMember: boolean;
  isVitalityMember: boolean;
  isPrimary: boolean;
  packagePrice: string;
  /** The person's own package, once the booking exists (a draft's persons all take the page's package). */
  packageName?: string;
}

const nameOf = (row: ParticipantRow) => `${row.firstName} ${row.lastName}`;

function MemberBadge({ row }: { row: ParticipantRow }) {
  const { t } = useTranslation('participants');
  const messageText = useMessageText();
  const label = memberTypeLabel(row);
  return label ? (
    <Badge variant="success">{messageText(label)}</Badge>
  ) : (
    <span className="text-sm text-slate-500">{t('panel.nonMember')}</span>
  );
}

/** Spec 000 §2: the selected package, its base price and the member price when lower. */
export function PackagePanel({ pkg }: { pkg: EventPackage }) {
  const { t } = useTranslation('participants');
  const language = useLanguage();
  const hasMemberPrice = pkg.aiaPrice !== null && Number(pkg.aiaPrice) < Number(pkg.price);
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t('packagePanel.selectedPackage')}
        </p>
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 className="min-w-0 text-xl font-bold break-words text-slate-900">{pkg.name}</h2>
          <dl className="flex flex-wrap gap-5 text-sm">
            <div>
              <dt className="text-slate-500">{t('packagePanel.price')}</dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatCurrency(pkg.price, language)}</dd>
            </div>
            {hasMemberPrice ? (
              <div>
                <dt className="text-slate-500">{t('packagePanel.memberPrice')}</dt>
                <dd className="text-lg font-bold text-emerald-700 tabular-nums">
                  {formatCurrency(pkg.aiaPrice, language)}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        {pkg.description ? <p className="mt-2 text-sm text-slate-600">{pkg.description}</p> : null}
      </CardContent>
    </Card>
  );
}

interface ParticipantsPanelProps {
  rows: readonly ParticipantRow[];
  busy: boolean;
  /** The booking can no longer change its persons: the list without the buttons. */
  readOnly?: boolean;
  onAdd: () => void;
  onEdit: (row: ParticipantRow) => void;
  onRemove: (row: ParticipantRow) => void;
  onMakePrimary: (row: ParticipantRow) => void;
}

/** Spec 000 §2: the counter, the primary contact's card and the table of the others. */
export function ParticipantsPanel({
  rows,
  busy,
  readOnly = false,
  onAdd,
  onEdit,
  onRemove,
  onMakePrimary,
}: ParticipantsPanelProps) {
  const { t } = useTranslation('participants');
  const messageText = useMessageText();
  const primary = rows.find((row) => row.isPrimary);
  const others = rows.filter((row) => !row.isPrimary);
  const isFull = rows.length >= MAX_PARTICIPANTS;
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 flex-1">
            <h2
              id="participants-heading"
              className="flex flex-wrap items-center gap-3 text-lg font-semibold text-slate-900"
            >
              {t('panel.title')}
              <Badge variant="neutral" className="whitespace-nowrap">
                {rows.length} / {MAX_PARTICIPANTS}
                <span className="sr-only"> {t('panel.counterUnit')}</span>
              </Badge>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{messageText(PARTICIPANTS_PANEL_TEXT)}</p>
          </div>
          {readOnly ? null : (
            <Button
              onClick={onAdd}
              disabled={isFull || busy}
              className="h-auto min-h-10 w-full shrink-0 text-center whitespace-normal sm:w-auto"
            >
              <UserPlus aria-hidden="true" />
              {t('panel.add')}
            </Button>
          )}
        </div>

        {primary ? (
          <section
            aria-label={t('panel.primaryContact')}
            className="mt-5 rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:flex sm:items-start sm:gap-4"
          >
            <span
              className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm sm:flex"
              aria-hidden="true"
            >
              <UserRound className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                <span className="break-words">{nameOf(primary)}</span>
                <Badge>{t('panel.primaryContact')}</Badge>
                {memberTypeLabel(primary) ? <MemberBadge row={primary} /> : null}
              </p>
              <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
                <div className="flex min-w-0 items-center gap-2">
                  <dt>
                    <Mail className="size-4 text-brand-700" aria-hidden="true" />
                    <span className="sr-only">{t('panel.email')}</span>
                  </dt>
                  <dd className="truncate">{primary.email ?? '—'}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt>
                    <Phone className="size-4 text-brand-700" aria-hidden="true" />
                    <span className="sr-only">{t('panel.mobileNumber')}</span>
                  </dt>
                  <dd>{primary.mobileNumber ?? '—'}</dd>
                </div>
                <div className="flex items-center gap-2 sm:col-span-2">
                  <dt className="text-slate-500">{t('panel.idNumber')}</dt>
                  <dd className="font-mono">{primary.identificationNumber}</dd>
                </div>
                {primary.packageName ? (
                  <div className="flex items-center gap-2 sm:col-span-2">
                    <dt className="text-slate-500">{t('panel.package')}</dt>
                    <dd>{primary.packageName}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
            <div className={readOnly ? 'hidden' : 'mt-3 flex flex-wrap gap-2 sm:mt-0'}>
              <Button variant="outline" size="sm" onClick={() => onEdit(primary)} disabled={busy}>
                <Pencil aria-hidden="true" />
                {t('panel.edit')}
                <span className="sr-only"> {nameOf(primary)}</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-slate-600 hover:text-red-700"
                onClick={() => onRemove(primary)}
                disabled={busy}
              >
                <Trash2 aria-hidden="true" />
                {t('panel.remove')}
                <span className="sr-only"> {nameOf(primary)}</span>
              </Button>
            </div>
          </section>
        ) : (
          <p className="mt-5 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
            {t('panel.empty')}
          </p>
        )}

        {others.length > 0 ? (
          <div className="mt-5 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('panel.othersCaption')}</caption>
              <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t('panel.name')}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
                    {t('panel.idNumber')}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
                    {t('panel.memberType')}
                  </th>
                  {readOnly ? null : (
                    <th scope="col" className="py-2 text-right font-semibold">
                      {t('panel.actions')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {others.map((row) => (
                  <tr key={row.key}>
                    <td className="py-3 pr-3 align-top">
                      <span className="block font-medium break-words text-slate-900">{nameOf(row)}</span>
                      {row.packageName ? (
                        <span className="mt-0.5 block text-xs text-slate-600">{row.packageName}</span>
                      ) : null}
                      {/* On a phone the ID and the member type sit under the name. */}
                      <span className="mt-0.5 block font-mono text-xs text-slate-600 sm:hidden">
                        {row.identificationNumber}
                      </span>
                      <span className="mt-1 block sm:hidden">
                        <MemberBadge row={row} />
                      </span>
                    </td>
                    <td className="hidden py-3 pr-3 align-top font-mono text-slate-700 sm:table-cell">
                      {row.identificationNumber}
                    </td>
                    <td className="hidden py-3 pr-3 align-top sm:table-cell">
                      <MemberBadge row={row} />
                    </td>
                    <td className={readOnly ? 'hidden' : 'py-2 align-top'}>
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => onMakePrimary(row)}
                          disabled={busy}
                          aria-label={t('panel.makePrimaryOf', { name: nameOf(row) })}
                          title={t('panel.makePrimary')}
                        >
                          <Star aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => onEdit(row)}
                          disabled={busy}
                          aria-label={t('panel.editOf', { name: nameOf(row) })}
                          title={t('panel.edit')}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="text-slate-600 hover:text-red-700"
                          onClick={() => onRemove(row)}
                          disabled={busy}
                          aria-label={t('panel.removeOf', { name: nameOf(row) })}
                          title={t('panel.remove')}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {isFull && !readOnly ? (
          <p className="mt-4 text-sm text-slate-600">{t('panel.full', { max: MAX_PARTICIPANTS })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
