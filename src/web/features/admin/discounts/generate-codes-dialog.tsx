import {
  type AdminDiscount,
  DEFAULT_GENERATED_CODES,
  type GeneratedCode,
  generateIdentifiersRequestSchema,
  MAX_GENERATED_CODES,
} from '@domain/discounts/schemas';
import { Download, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDiscountCodes, useExportDiscountCodes, useGenerateDiscountCodes } from './api';
import { GENERATE_CODES_TITLE } from './messages';

export interface GenerateCodesDialogProps {
  /** The promo discount whose codes to generate or show; null: closed. */
  discount: AdminDiscount | null;
  onClose: () => void;
}

export function GenerateCodesDialog({ discount, onClose }: GenerateCodesDialogProps) {
  return (
    <Dialog open={discount !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        {discount ? <GenerateCodesBody discount={discount} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface CodeRow {
  id: number;
  identifier: string;
  usedCount?: number;
}

function GenerateCodesBody({ discount, onClose }: { discount: AdminDiscount; onClose: () => void }) {
  const [countText, setCountText] = useState(String(DEFAULT_GENERATED_CODES));
  const [error, setError] = useState<string | undefined>();
  const [generated, setGenerated] = useState<GeneratedCode[] | null>(null);
  const generate = useGenerateDiscountCodes();
  const exportCodes = useExportDiscountCodes();
  // Spec 001 §2: once a discount has codes, they are listed and the Generate button is hidden.
  const hasCodes = discount.identifierCount > 0 || (generated?.length ?? 0) > 0;
  const existing = useDiscountCodes(discount.id, hasCodes && generated === null);
  const codes: CodeRow[] | undefined = generated ?? existing.data;

  const onGenerate = () => {
    const parsed = generateIdentifiersRequestSchema.safeParse({ count: countText });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    generate.mutate({ id: discount.id, request: parsed.data }, { onSuccess: setGenerated });
  };

  return (
    <div className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{GENERATE_CODES_TITLE}</DialogTitle>
        <DialogDescription>
          {discount.name}: codes start with {discount.identifierPrefix ?? 'the prefix'} and{' '}
          {discount.identifierLength ?? 6} random letters or digits.
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        {hasCodes ? null : (
          <form
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
            onSubmit={(event) => {
              event.preventDefault();
              onGenerate();
            }}
          >
            <FormField
              id="code-count"
              label="Number of Codes"
              hint={`1 to ${MAX_GENERATED_CODES}`}
              error={error}
              className="sm:w-48"
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_GENERATED_CODES}
                  value={countText}
                  onChange={(event) => setCountText(event.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" disabled={generate.isPending} className="sm:mt-6.5">
              <Sparkles aria-hidden="true" />
              {generate.isPending ? 'Generating...' : 'Generate'}
            </Button>
          </form>
        )}
        {hasCodes ? (
          <CodeList
            codes={codes}
            isLoading={codes === undefined && existing.isPending}
            loadError={existing.isError ? existing.error.message : null}
          />
        ) : null}
      </DialogBody>
      <DialogFooter>
        {hasCodes ? (
          <Button variant="outline" onClick={() => exportCodes.mutate(discount.id)} disabled={exportCodes.isPending}>
            <Download aria-hidden="true" />
            {exportCodes.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </DialogFooter>
    </div>
  );
}

function CodeList({
  codes,
  isLoading,
  loadError,
}: {
  codes: CodeRow[] | undefined;
  isLoading: boolean;
  loadError: string | null;
}) {
  if (loadError) return <Alert variant="error">The codes could not be loaded: {loadError}</Alert>;
  if (isLoading || !codes) return <Skeleton className="h-32 w-full" />;
  return (
    <section aria-labelledby="generated-codes-heading" className="space-y-2">
      <h3 id="generated-codes-heading" className="text-sm font-semibold text-slate-900">
        Codes ({codes.length})
      </h3>
      <ul
        aria-labelledby="generated-codes-heading"
        className="grid max-h-72 grid-cols-1 gap-1.5 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-2 min-[400px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li
            key={code.id}
            className="flex items-center justify-between gap-2 rounded-md bg-white px-2.5 py-1.5 font-mono text-sm text-slate-900 shadow-xs"
          >
            <span className="break-all">{code.identifier}</span>
            {code.usedCount ? (
              <span className="shrink-0 font-sans text-xs text-slate-500">used {code.usedCount}×</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
