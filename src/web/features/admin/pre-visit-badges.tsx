import {
  CONSENT_DONE_LABEL,
  CONSENT_PENDING_LABEL,
  QUESTIONNAIRE_FLAG_LABELS,
} from '@domain/questionnaire/preparation';
import type { PreVisitConsent, QuestionnaireFlag } from '@domain/questionnaire/schemas';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// What staff see of a person's pre-visit form (DESIGN §8.11): whether the consent is given, and the
// flags that change how blood is drawn. Never the answers themselves.

/** 'Consent ✓' or 'Consent pending', and the flags' labels in the domain's order. */
export function preVisitLabels(person: { consent: PreVisitConsent; flags: readonly QuestionnaireFlag[] }): {
  consent: string;
  flags: string[];
} {
  return {
    consent: person.consent === 'done' ? CONSENT_DONE_LABEL : CONSENT_PENDING_LABEL,
    flags: person.flags.map((flag) => QUESTIONNAIRE_FLAG_LABELS[flag]),
  };
}

/** The consent and the flags as small badges: green once given, grey while pending, amber flags. */
export function PreVisitBadges({
  consent,
  flags,
  className,
}: {
  consent: PreVisitConsent;
  flags: readonly QuestionnaireFlag[];
  className?: string;
}) {
  const labels = preVisitLabels({ consent, flags });
  // On paper: smaller, with a border, so they read in black and white too.
  const badge = 'border px-1.5 py-0 text-[11px] print:px-1 print:text-[7pt] print:leading-tight';
  return (
    <span data-pre-visit="" className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      <Badge
        variant={consent === 'done' ? 'success' : 'neutral'}
        className={cn(badge, consent === 'done' ? 'border-emerald-300' : 'border-slate-300 border-dashed')}
      >
        {labels.consent}
      </Badge>
      {labels.flags.map((label) => (
        <Badge key={label} variant="warning" className={cn(badge, 'border-amber-300 print:border-black')}>
          {label}
        </Badge>
      ))}
    </span>
  );
}
