import type { EmailPreviewRequest } from '@domain/notifications/email-names';
import { Loader2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEmailPreview } from './api';

/** How long typing must pause before the server renders the template again. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The email as the customer would get it, rendered by the server from the sample booking: with the
 * template as typed when a draft is given. Shown in a sandboxed frame (no scripts, no same-origin
 * access), since templates are staff-written HTML.
 */
export function EmailPreviewPane({ request, title }: { request: EmailPreviewRequest; title: string }) {
  const debounced = useDebouncedValue(request, PREVIEW_DEBOUNCE_MS);
  const preview = useEmailPreview(debounced);
  const isUpdating = preview.isFetching || JSON.stringify(debounced) !== JSON.stringify(request);
  return (
    <section aria-label={title} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <span className="flex items-center gap-1 text-xs text-slate-600" aria-live="polite">
          {isUpdating ? (
            <>
              <Loader2 className="size-3 animate-spin" aria-hidden="true" />
              Updating…
            </>
          ) : preview.isError ? null : (
            'Up to date'
          )}
        </span>
      </div>
      {preview.isError ? <Alert variant="error">The preview stops here: {preview.error.message}</Alert> : null}
      {preview.data ? (
        <div className="overflow-hidden rounded-lg border border-slate-200">
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs">
            <dt className="font-semibold text-slate-700">From</dt>
            <dd className="break-all text-slate-800">{preview.data.from}</dd>
            <dt className="font-semibold text-slate-700">Subject</dt>
            <dd className="font-medium break-words text-slate-900" data-testid="email-preview-subject">
              {preview.data.subject}
            </dd>
          </dl>
          <iframe title={`${title}: message`} sandbox="" srcDoc={preview.data.html} className="h-96 w-full bg-white" />
        </div>
      ) : preview.isPending ? (
        <p className="text-sm text-slate-600">Rendering the preview…</p>
      ) : null}
    </section>
  );
}
