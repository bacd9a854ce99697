/**
 * One API account: its client id, state, dates and address restriction; regenerate its secret
 * (asked first; the new one is shown once), disable or enable it, delete it (asked first); edit
 * its comments and addresses; its webhooks. Beside the list on a desktop, the whole screen on a
 * phone.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../app/Dialog';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useFormatTime } from '../../app/useFormatTime';
import type { ApiAccountInfo } from '../../domain/api-access';
import { AccountFields } from './AccountFields';
import { checkDraft, draftErrors, draftOf, type AccountDraft, type DraftErrors } from './draft';
import { accountName, focusFirstError, restrictionText, StateChip } from './parts';
import { CopyField, SecretDialog } from './SecretDialog';
import type { ApiAccounts } from './useApiAccounts';
import { Webhooks } from './Webhooks';

export function AccountDetail({ account, api, onDeleted, close }: { account: ApiAccountInfo; api: ApiAccounts; onDeleted: () => void; close?: ReactNode }) {
  const { t } = useTranslation('apiAccess');
  const { notify } = useNotices();
  const time = useFormatTime();
  const titleId = useId();
  const [asking, setAsking] = useState<'regenerate' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const name = accountName(account);

  const regenerate = async () => {
    setBusy(true);
    const r = await api.regenerate(account.id);
    setBusy(false);
    setAsking(null);
    if (r.ok) setSecret(r.value.clientSecret);
    else if (r.error) notify({ kind: 'negative', messageKey: r.error });
  };
  const remove = async () => {
    setBusy(true);
    const r = await api.remove(account.id);
    setBusy(false);
    setAsking(null);
    if (!r.ok) return r.error && notify({ kind: 'negative', messageKey: r.error });
    notify({ kind: 'positive', messageKey: 'apiAccess:account.deleted', values: { name } });
    onDeleted();
  };
  const switchState = async () => {
    setBusy(true);
    const r = account.state === 'active' ? await api.disable(account.id) : await api.update(account, { state: 'active' });
    setBusy(false);
    if (r.ok) notify({ kind: 'positive', messageKey: account.state === 'active' ? 'apiAccess:account.disabled' : 'apiAccess:account.enabled', values: { name } });
    else if (r.error) notify({ kind: 'negative', messageKey: r.error });
  };

  return (
    <section className="api-detail card" aria-labelledby={titleId}>
      <header className="api-detail-header">
        <div>
          <h2 id={titleId}>{name}</h2>
          <p className="field-hint api-code">{account.clientId}</p>
        </div>
        {close}
      </header>
      <p className="api-chips">
        <StateChip account={account} />
      </p>
      {account.state === 'disabled' && <p className="callout callout-info">{t('account.disabledText')}</p>}
      <dl className="api-facts">
        <div>
          <dt>{t('field.restriction')}</dt>
          <dd>{restrictionText(account, t)}</dd>
        </div>
        <div>
          <dt>{t('column.created')}</dt>
          <dd>{time(account.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('column.lastUsed')}</dt>
          <dd>{account.lastUsedAt ? time(account.lastUsedAt) : t('account.neverUsed')}</dd>
        </div>
        <div>
          <dt>{t('field.clientSecret')}</dt>
          <dd>
            <span className="api-code">{t('account.secretPrefix', { prefix: account.secretPrefix })}</span>
          </dd>
        </div>
      </dl>
      <CopyField label={t('field.clientId')} value={account.clientId} />
      <div className="button-row api-actions">
        <button type="button" className="button" disabled={busy} onClick={() => setAsking('regenerate')}>
          {t('account.regenerate')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void switchState()}>
          {t(account.state === 'active' ? 'account.disable' : 'account.enable')}
        </button>
        <button type="button" className="button button-danger-quiet" disabled={busy} onClick={() => setAsking('delete')}>
          {t('account.delete')}
        </button>
      </div>

      {/* A new version from the server (saved here or elsewhere) starts the form again from it. */}
      <EditAccount key={`${account.id}@${account.updatedAt}`} account={account} api={api} />
      <Webhooks account={account} api={api} />

      <ConfirmDialog open={asking === 'regenerate'} title={t('account.regenerateTitle')} confirmLabel={t('account.regenerate')} busy={busy} onCancel={() => setAsking(null)} onConfirm={() => void regenerate()}>
        <p>{t('account.regenerateText')}</p>
      </ConfirmDialog>
      <ConfirmDialog open={asking === 'delete'} title={t('account.deleteTitle', { name })} confirmLabel={t('account.delete')} busy={busy} onCancel={() => setAsking(null)} onConfirm={() => void remove()}>
        <p>{account.webhooks.length ? t('account.deleteTextHooks', { count: account.webhooks.length }) : t('account.deleteText')}</p>
      </ConfirmDialog>
      {secret && <SecretDialog kind="regenerated" clientId={account.clientId} secret={secret} onClose={() => setSecret(null)} />}
    </section>
  );
}

/** The comments and address restriction, saved together. */
function EditAccount({ account, api }: { account: ApiAccountInfo; api: ApiAccounts }) {
  const { t } = useTranslation('apiAccess');
  const { notify } = useNotices();
  const headingId = useId();
  const [draft, setDraft] = useState<AccountDraft>(() => draftOf(account));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const checked = checkDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    const r = await api.update(account, checked.body);
    setBusy(false);
    if (r.ok) return notify({ kind: 'positive', messageKey: 'apiAccess:account.saved' });
    setErrors(Object.keys(r.fields).length ? draftErrors(r.fields, checked.rows, true) : r.error ? { '': r.error } : {});
  };

  return (
    <form
      className="api-edit"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        void save().then(() => focusFirstError(form));
      }}
    >
      <h3 id={headingId}>{t('account.editTitle')}</h3>
      <AccountFields draft={draft} onChange={setDraft} errors={errors} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {t('account.save')}
        </button>
      </div>
    </form>
  );
}
