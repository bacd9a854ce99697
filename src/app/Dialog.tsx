/**
 * A modal dialog on the native <dialog> element: focus moves in and is trapped, Escape closes
 * (unless the dialog may not be dismissed), and the page behind is inert.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Called on Escape; omit for dialogs that must not be dismissed. */
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({ open, title, children, actions, onClose, role = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      <div className="dialog-body">{children}</div>
      <div className="dialog-actions">{actions}</div>
    </dialog>
  );
}

/**
 * Asks before something that cannot be undone (delete, remove, release): Cancel, and the action
 * in red. Escape cancels.
 */
export function ConfirmDialog({ open, title, confirmLabel, busy, onCancel, onConfirm, children }: { open: boolean; title: string; confirmLabel: string; busy?: boolean; onCancel: () => void; onConfirm: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {t('action.cancel')}
          </button>
          <button type="button" className="button button-danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
