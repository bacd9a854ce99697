/** Pieces every console screen shares: the title of a screen not about one event, a load error, and a confirmation of something final. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';

export function ConsoleHeader({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </div>
    </header>
  );
}

/** A translated failure (a key under organiser: or common:), or nothing. */
export function LoadError({ error }: { error: string | null }) {
  const { t } = useTranslation('organiser');
  if (!error) return null;
  return (
    <div className="callout callout-negative" role="alert">
      <p>{t(error)}</p>
    </div>
  );
}

/** Asks before something that cannot be undone (delete, revoke, remove); `subject` open means asking. */
export function ConfirmDialog<T>({ subject, title, text, confirm, onConfirm, onCancel }: { subject: T | null; title: string; text: string; confirm: string; onConfirm: (subject: T) => void; onCancel: () => void }) {
  const { t } = useTranslation('organiser');
  return (
    <Dialog
      open={subject !== null}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {t('common:action.cancel')}
          </button>
          <button type="button" className="button button-danger" onClick={() => subject !== null && onConfirm(subject)}>
            {confirm}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
