/** Small pieces the guests' tabs share: loading, a failed load with retry, a registration type's label, a dialog with a form. */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';

export function Loading() {
  const { t } = useTranslation();
  return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('status.loading')} />;
}

export function LoadFailed({ error, onRetry }: { error: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="callout callout-negative" role="alert">
      <p>{t(error)}</p>
      <button type="button" className="button button-small" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}

/** The usual registration types in the user's language; an exhibitor's own type as written. */
export function TypeLabel({ type }: { type: string }) {
  const { t } = useTranslation('connections');
  return <>{t(`registrationType.${type}`, { defaultValue: type })}</>;
}

/** A dialog holding one form: Cancel, and the submit button (busy while it is sent). */
export function FormDialog({ title, submitLabel, busy, onClose, onSubmit, children }: { title: string; submitLabel: string; busy: boolean; onClose: () => void; onSubmit: () => void | Promise<void>; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('action.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button-primary" disabled={busy}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
        noValidate
        className="guest-form"
      >
        {children}
      </form>
    </Dialog>
  );
}
