import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** More to say below the question, e.g. what the change affects. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button says what it does while the change is under way and cannot be pressed twice. */
  pendingLabel?: string;
  isPending?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before a change that cannot be undone (Radix alert dialog: focus starts on Cancel, and clicking
 * outside does not close it). The dialog stays open while the change runs; the caller closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  isPending = false,
  destructive = true,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <AlertDialogPrimitive.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <AlertDialogPrimitive.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialogPrimitive.Description>
          {children ? <div className="mt-3 text-sm text-slate-700">{children}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={isPending}>
                {cancelLabel ?? t('ui.cancel')}
              </Button>
            </AlertDialogPrimitive.Cancel>
            {/* Not AlertDialog.Action, which would close the dialog before the change has run. */}
            <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={isPending}>
              {isPending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
