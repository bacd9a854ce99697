/** What the online-only areas' screens share: loading, a failed load with retry, a dialog holding one form. */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import { canRetry, messageOf, type Namespaces } from './messages';

export function Loading() {
  const { t } = useTranslation();
  return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('status.loading')} />;
}

/** Why a read failed (`error`: its message key); Try again only where asking again may help (not for a refusal such as not found: `cause`). */
export function LoadFailed({ error, cause, onRetry }: { error: string; cause?: unknown; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const retry = cause !== undefined && !canRetry(cause) ? undefined : onRetry;
  return (
    <div className="callout callout-negative" role="alert">
      <p>{t(error)}</p>
      {retry && (
        <button type="button" className="button button-small" onClick={retry}>
          {t('action.retry')}
        </button>
      )}
    </div>
  );
}

/** What a screen shows while its answer is not there: loading, or why the read failed in the area's words (`ns`), with Try again where it may help. */
export function Unanswered({ answer, ns }: { answer: { error: unknown; refetch: () => unknown }; ns: Namespaces }) {
  if (!answer.error) return <Loading />;
  return <LoadFailed error={messageOf(answer.error, ns)} cause={answer.error} onRetry={() => void answer.refetch()} />;
}

/**
 * A dialog holding one form: Cancel, and the submit button (busy while it is sent). After a refused
 * submit the keyboard goes to the first field that says what is wrong.
 */
export function FormDialog({ title, submitLabel, busy, onClose, onSubmit, className, children }: { title: string; submitLabel: string; busy: boolean; onClose: () => void; onSubmit: () => void | Promise<void>; className?: string; children: ReactNode }) {
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
          <button type="submit" form={`${id}-form`} className="button button-primary" disabled={busy} aria-busy={busy}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          void Promise.resolve(onSubmit()).then(() => focusFirstError(form));
        }}
        noValidate
        className={className}
      >
        {children}
      </form>
    </Dialog>
  );
}

/** After a refused submit, puts the keyboard on the first field that says what is wrong (once the errors show). */
export function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    const error = form.querySelector('.field-error');
    const field = error?.closest('li, .field, fieldset')?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select');
    field?.focus();
  });
}
