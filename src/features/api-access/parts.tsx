/** Small pieces the API access screen shares: loading, a failed load, a dialog with one form, an account's name, state and address summary. */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import type { ApiAccountInfo } from '../../domain/api-access';

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
          void onSubmit();
        }}
        noValidate
        className="api-form"
      >
        {children}
      </form>
    </Dialog>
  );
}

/** What an account is called: the first line of its comments, or its client id when it has none. */
export function accountName(account: ApiAccountInfo): string {
  const first = account.comments.split('\n')[0]!.trim();
  return first || account.clientId;
}

export function StateChip({ account }: { account: ApiAccountInfo }) {
  const { t } = useTranslation('apiAccess');
  return <span className={`status-chip api-state-${account.state}`}>{t(`state.${account.state}`)}</span>;
}

/** Which addresses may use the account, in a few words. */
export function restrictionText(account: Pick<ApiAccountInfo, 'ipRestriction' | 'allowedAddresses'>, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (account.ipRestriction === 'none') return t('restriction.any');
  const [first = '', ...rest] = account.allowedAddresses;
  return rest.length ? t('restriction.more', { first, count: rest.length }) : t('restriction.one', { first });
}
