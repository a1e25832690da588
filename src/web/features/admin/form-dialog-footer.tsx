import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

/** An admin form dialog's Cancel and submit buttons; both wait while the change is saved. */
export function FormDialogFooter({
  onCancel,
  isPending,
  submitLabel,
}: {
  onCancel: () => void;
  isPending: boolean;
  submitLabel: string;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Saving...' : submitLabel}
      </Button>
    </DialogFooter>
  );
}
