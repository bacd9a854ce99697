/**
 * /api-access: the exhibitor's API accounts, with which its CRM reads the connections
 * (/api/v1, OAuth 2.0 client credentials) and receives webhooks. A table on a desktop with the
 * chosen account beside it, cards on a phone where the account (?account=<id>) takes the screen.
 * Online only: the server keeps the accounts, and a secret exists only in the answer that made it.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { useDevice, usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { ManualLink } from '../../app/ManualLink';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useFormatTime } from '../../app/useFormatTime';
import type { ApiAccountInfo } from '../../domain/api-access';
import { AccountDetail } from './AccountDetail';
import { AccountFields } from './AccountFields';
import { checkDraft, draftErrors, draftOf, type AccountDraft, type DraftErrors } from './draft';
import { accountName, FormDialog, LoadFailed, Loading, restrictionText, StateChip } from './parts';
import { SecretDialog } from './SecretDialog';
import { useApiAccounts, type ApiAccounts, type WithSecret } from './useApiAccounts';
import './api-access.css';

/** The interactive API reference the server serves (not a screen of the app). */
export const API_REFERENCE_PATH = '/api/v1/docs';
/** The OpenAPI 3.1 document behind it, for a CRM's tools. */
export const OPENAPI_PATH = '/api/v1/openapi.json';

export default function ApiAccessPage() {
  const { t } = useTranslation('apiAccess');
  const { config } = useApp();
  usePageTitle(config?.event?.environmentName, t('title'));
  const device = useDevice();
  const api = useApiAccounts();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<WithSecret | null>(null);
  const selectedId = params.get('account');
  const selected = selectedId ? (api.accounts?.find((a) => a.id === selectedId) ?? null) : null;
  const select = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set('account', id);
        else p.delete('account');
        return p;
      },
      // Between accounts on a desktop the history keeps one step; opening one (a phone's own view) is a step.
      { replace: device === 'desktop' && !!selectedId && !!id },
    );

  const heading = (
    <header className="page-header">
      <div>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
        <ManualLink page="api-access" />
      </div>
      {api.accounts && api.accounts.length > 0 && (
        <div className="button-row api-page-actions">
          <a className="button" href={API_REFERENCE_PATH} target="_blank" rel="noopener">
            {t('reference')}
          </a>
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            {t('create.button')}
          </button>
        </div>
      )}
    </header>
  );
  const dialogs = (
    <>
      {creating && (
        <CreateDialog
          api={api}
          onClose={() => setCreating(false)}
          onCreated={(r) => {
            setCreating(false);
            setCreated(r);
            select(r.account.id);
          }}
        />
      )}
      {created && <SecretDialog kind="created" clientId={created.account.clientId} secret={created.clientSecret} onClose={() => setCreated(null)} />}
    </>
  );

  if (api.loadError) {
    return (
      <div className="page">
        <h1>{t('title')}</h1>
        <LoadFailed error={api.loadError} cause={api.loadFailure} onRetry={() => void api.reload()} />
      </div>
    );
  }
  if (!api.accounts) return <Loading />;

  // A phone shows the chosen account on its own.
  if (device === 'mobile' && selectedId) {
    return (
      <div className="page api-page">
        <Link className="back-link" to="/api-access">
          <Icon name="arrowLeft" size={18} />
          {t('title')}
        </Link>
        {selected ? (
          <AccountDetail account={selected} api={api} onDeleted={() => select(null)} />
        ) : (
          <section className="empty-state">
            <h1>{t('error.notFound')}</h1>
          </section>
        )}
        {dialogs}
      </div>
    );
  }

  const panel = device === 'desktop' && selected;
  return (
    <div className={`page api-page${panel ? ' api-page-with-panel' : ''}`}>
      {heading}
      {api.accounts.length === 0 ? (
        <Empty onCreate={() => setCreating(true)} />
      ) : (
        <div className="api-layout">
          <div className="api-main">
            <AccountList accounts={api.accounts} selectedId={selected?.id ?? null} device={device} />
          </div>
          {panel && (
            <aside className="api-panel" aria-label={t('detail.panel')}>
              <AccountDetail
                account={selected}
                api={api}
                onDeleted={() => select(null)}
                close={
                  <button type="button" className="button button-small api-panel-close" onClick={() => select(null)}>
                    {t('detail.close')}
                  </button>
                }
              />
            </aside>
          )}
        </div>
      )}
      {dialogs}
    </div>
  );
}

function Empty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('apiAccess');
  return (
    <section className="empty-state card api-empty" aria-labelledby="api-empty-title">
      <h2 id="api-empty-title">{t('empty.title')}</h2>
      <p>{t('empty.text')}</p>
      <ul className="api-empty-points">
        <li>{t('empty.pointRead')}</li>
        <li>{t('empty.pointWebhooks')}</li>
        <li>{t('empty.pointSecret')}</li>
      </ul>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onCreate}>
          {t('create.button')}
        </button>
        <a className="button" href={API_REFERENCE_PATH} target="_blank" rel="noopener">
          {t('reference')}
        </a>
        <a className="button" href={OPENAPI_PATH} target="_blank" rel="noopener">
          {t('openapi')}
        </a>
      </div>
    </section>
  );
}

function AccountList({ accounts, selectedId, device }: { accounts: ApiAccountInfo[]; selectedId: string | null; device: 'mobile' | 'desktop' }) {
  const { t } = useTranslation('apiAccess');
  const time = useFormatTime();
  const to = (a: ApiAccountInfo) => `/api-access?account=${encodeURIComponent(a.id)}`;
  if (device === 'mobile') {
    return (
      <ul className="api-cards" aria-label={t('listLabel')}>
        {accounts.map((a) => (
          <li key={a.id}>
            <Link className="api-card" to={to(a)}>
              <span className="api-card-text">
                <strong>{accountName(a)}</strong>
                <span className="field-hint api-code">{a.clientId}</span>
                <span className="field-hint">{restrictionText(a, t)}</span>
                <span className="field-hint">{a.lastUsedAt ? t('card.lastUsed', { when: time(a.lastUsedAt) }) : t('account.neverUsed')}</span>
              </span>
              <StateChip account={a} />
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="table-scroll api-table-box">
      <table className="data-table api-table" aria-label={t('listLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('column.account')}</th>
            <th scope="col">{t('column.state')}</th>
            <th scope="col">{t('column.restriction')}</th>
            <th scope="col" className="api-col-date">
              {t('column.created')}
            </th>
            <th scope="col" className="api-col-date">
              {t('column.lastUsed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.id} className={a.id === selectedId ? 'api-row-selected' : undefined}>
              <th scope="row">
                <span className="api-account-cell">
                  <Link className="api-row-link" to={to(a)} aria-current={a.id === selectedId ? 'true' : undefined}>
                    {accountName(a)}
                  </Link>
                  <span className="field-hint api-code">{a.clientId}</span>
                </span>
              </th>
              <td>
                <StateChip account={a} />
              </td>
              <td className="api-restriction">{restrictionText(a, t)}</td>
              <td className="api-col-date">{time(a.createdAt)}</td>
              <td className="api-col-date">{a.lastUsedAt ? time(a.lastUsedAt) : <span className="field-hint">{t('account.neverUsed')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CreateDialog({ api, onClose, onCreated }: { api: ApiAccounts; onClose: () => void; onCreated: (r: WithSecret) => void }) {
  const { t } = useTranslation('apiAccess');
  const [draft, setDraft] = useState<AccountDraft>(() => draftOf(null));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const { notify } = useNotices();

  const submit = async () => {
    const checked = checkDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    const r = await api.create(checked.body);
    setBusy(false);
    if (r.ok) return onCreated(r.value);
    if (Object.keys(r.fields).length) setErrors(draftErrors(r.fields, checked.rows, true));
    else if (r.error) notify({ kind: 'negative', messageKey: r.error });
  };

  return (
    <FormDialog title={t('create.title')} submitLabel={t('create.submit')} busy={busy} onClose={onClose} onSubmit={submit}>
      <p className="field-hint api-dialog-lead">{t('create.text')}</p>
      <AccountFields draft={draft} onChange={setDraft} errors={errors} />
    </FormDialog>
  );
}
