import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Edit and Delete of one row; the row's name completes each button's name for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-0.5 sm:gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} className="px-2 sm:px-3">
        <Pencil aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Edit</span>
        <span className="sr-only"> {name}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} className="px-2 text-red-700 hover:bg-red-50 sm:px-3">
        <Trash2 aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Delete</span>
        <span className="sr-only"> {name}</span>
      </Button>
    </div>
  );
}
