/** Small pieces the guests' tabs share: loading, a failed load with retry, a registration type's label, a dialog with a form. */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import { REGISTRATION_TYPE_MAX } from '../../domain/guests';

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

/** A registration type: any text, with the types in use offered (a datalist). */
export function TypeField({ id, label, hint, value, types, onChange, invalid, error }: { id: string; label: string; hint: string; value: string; types: readonly string[]; onChange: (value: string) => void; invalid: object; error: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={`${id}-type`}>{label}</label>
      <input id={`${id}-type`} list={`${id}-types`} value={value} maxLength={REGISTRATION_TYPE_MAX} autoComplete="off" onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-type-hint`} {...invalid} />
      <datalist id={`${id}-types`}>
        {types.map((x) => (
          <option key={x} value={x} />
        ))}
      </datalist>
      <p className="field-hint" id={`${id}-type-hint`}>
        {hint}
      </p>
      {error}
    </div>
  );
}
