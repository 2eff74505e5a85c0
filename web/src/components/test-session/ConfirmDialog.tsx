import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Without onConfirm the dialog is an alert with one button. */
  onConfirm?: () => void;
  onClose: () => void;
  busy?: boolean;
  children?: ReactNode;
}

/** A confirmation (or, without onConfirm, an alert) in the app's dialog. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
  busy,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent role={onConfirm ? 'dialog' : 'alertdialog'}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">{description}</div>
          </DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          {onConfirm ? (
            <>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button onClick={onConfirm} disabled={busy}>
                {confirmLabel}
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>{confirmLabel}</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
