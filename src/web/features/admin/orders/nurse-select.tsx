import type { AssignedNurse } from '@domain/nurse/schemas';
import { NativeSelect } from '@/components/ui/native-select';
import { useNurses } from '../staff/api';
import { useAssignNurse } from './nurse-assignment';

export const UNASSIGNED_LABEL = 'Unassigned';

/**
 * The nurse of a visit as a select: every nurse and "Unassigned"; a choice reassigns the visit at once
 * (PUT /api/admin/registrations/{id}/nurse). While it is saved the select shows the choice and waits.
 */
export function NurseSelect({
  id,
  registrationId,
  nurse,
  className,
  'aria-label': ariaLabel,
}: {
  id: string;
  registrationId: string;
  nurse: AssignedNurse;
  className?: string;
  /** Without a <label for={id}> of its own: the select's name. */
  'aria-label'?: string;
}) {
  const { nurses } = useNurses();
  const assign = useAssignNurse();
  const isSaving = assign.isPending && assign.variables?.registrationId === registrationId;
  const shown = isSaving ? (assign.variables?.staffId ?? null) : (nurse?.staffId ?? null);
  // The assigned nurse stays a choice while the list loads, or once her account is no longer a nurse's.
  const options =
    nurse && !nurses.some((member) => member.id === nurse.staffId)
      ? [{ id: nurse.staffId, displayName: nurse.displayName }, ...nurses]
      : nurses;
  return (
    <NativeSelect
      id={id}
      aria-label={ariaLabel}
      className={className}
      value={shown === null ? '' : String(shown)}
      disabled={isSaving}
      aria-busy={isSaving || undefined}
      onChange={(event) => {
        const staffId = event.target.value === '' ? null : Number(event.target.value);
        if (staffId !== (nurse?.staffId ?? null)) assign.mutate({ registrationId, staffId });
      }}
    >
      <option value="">{UNASSIGNED_LABEL}</option>
      {options.map((member) => (
        <option key={member.id} value={String(member.id)}>
          {member.displayName}
        </option>
      ))}
    </NativeSelect>
  );
}
