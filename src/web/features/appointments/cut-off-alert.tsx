import { PhoneCall } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/** Within the change cut-off: nothing can be changed online, and how to reach the clinic instead. */
export function CutOffAlert({ message }: { message: string }) {
  return (
    <Alert variant="warning" title="This appointment can no longer be changed online" className="mt-4">
      <p className="flex items-start gap-2">
        <PhoneCall className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
    </Alert>
  );
}
