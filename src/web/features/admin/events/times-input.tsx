import { formatTimeLabel } from '@domain/shared/dates';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The start times of one manual date ('HH:mm'): chips to remove, a time field to add one. */
export function TimesInput({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange: (times: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!/^\d{2}:\d{2}$/.test(draft)) return;
    onChange([...new Set([...value, draft])].sort());
    setDraft('');
  };
  return (
    <div className="space-y-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Times">
          {value.map((time) => (
            <li
              key={time}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-semibold text-brand-800"
            >
              {formatTimeLabel(time)}
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== time))}
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-3" aria-hidden="true" />
                <span className="sr-only">Remove {formatTimeLabel(time)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          type="time"
          step={900}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="max-w-36"
        />
        <Button variant="outline" onClick={add} disabled={!draft}>
          <Plus aria-hidden="true" />
          Add time
        </Button>
      </div>
    </div>
  );
}
