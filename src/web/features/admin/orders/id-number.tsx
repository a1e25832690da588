import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { HIDE_ID_NUMBER, idNumberOf, SHOW_ID_NUMBER } from '../messages';
import { useRevealIdentification } from './api';

/** A household member by id, or null for the main person (the booking itself). */
type PersonKey = number | null;

export interface IdNumberReveal {
  /** The person's full number while shown, else null. */
  fullNumber(participantId: PersonKey): string | null;
  isPending(participantId: PersonKey): boolean;
  /** Show: asks the server (one audited call). Hide: forgets the number, no call. */
  toggle(participantId: PersonKey): void;
}

/**
 * The full ID numbers staff chose to see in one booking's details (DESIGN §8.3). Kept in this state
 * only, never in the query cache, and forgotten on Hide, so each Show is a reveal the audit log records.
 */
export function useIdNumberReveal(registrationId: string): IdNumberReveal {
  const [shown, setShown] = useState<ReadonlyMap<PersonKey, string>>(new Map());
  const reveal = useRevealIdentification();
  const pendingFor = reveal.isPending ? reveal.variables?.participantId : undefined;
  return {
    fullNumber: (participantId) => shown.get(participantId) ?? null,
    isPending: (participantId) => pendingFor === participantId,
    toggle(participantId) {
      if (shown.has(participantId)) {
        setShown((current) => {
          const next = new Map(current);
          next.delete(participantId);
          return next;
        });
        return;
      }
      reveal.mutate(
        { id: registrationId, participantId },
        { onSuccess: (number) => setShown((current) => new Map(current).set(participantId, number)) },
      );
    },
  };
}

/** An ID number as staff see it: masked, or the full one while shown. */
export function IdNumberText({ masked, fullNumber }: { masked: string; fullNumber: string | null }) {
  return (
    <span className="font-mono" aria-live="polite">
      {fullNumber ?? masked}
    </span>
  );
}

/** The small Show / Hide button beside an ID number; its name says whose number it is. */
export function IdNumberToggle({
  reveal,
  participantId,
  firstName,
  lastName,
}: {
  reveal: IdNumberReveal;
  participantId: PersonKey;
  firstName: string;
  lastName: string;
}) {
  const isShown = reveal.fullNumber(participantId) !== null;
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto px-1 py-0 text-xs"
      disabled={reveal.isPending(participantId)}
      onClick={() => reveal.toggle(participantId)}
    >
      {isShown ? HIDE_ID_NUMBER : SHOW_ID_NUMBER}
      <span className="sr-only"> {idNumberOf(firstName, lastName)}</span>
    </Button>
  );
}
