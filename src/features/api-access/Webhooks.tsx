/**
 * An account's webhooks: the URLs the server tells when a connection is created, updated or
 * erased, each with its last delivery (when, which event, the receiver's HTTP status or why it
 * could not be delivered). Add (the signing secret is shown once), edit, remove.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ConfirmDialog } from '../../app/Dialog';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useFormatTime } from '../../app/useFormatTime';
import { apiAccessErrors, MAX_WEBHOOKS, WEBHOOK_EVENTS, WebhookInput, type ApiAccountInfo, type WebhookEvent, type WebhookInfo } from '../../domain/api-access';
import { errorKey } from './api';
import { FormDialog } from './parts';
import { SecretDialog } from './SecretDialog';
import type { ApiAccounts } from './useApiAccounts';

function LastDelivery({ hook }: { hook: WebhookInfo }) {
  const { t } = useTranslation('apiAccess');
  const time = useFormatTime();
  const last = hook.lastDelivery;
  if (!last) return <p className="field-hint">{t('webhook.noDelivery')}</p>;
  const ok = !last.error && last.status !== null && last.status >= 200 && last.status < 300;
  const event = last.event && (WEBHOOK_EVENTS as readonly string[]).includes(last.event) ? t(`event.${last.event}`) : (last.event ?? '');
  const outcome = last.status !== null ? t('webhook.status', { status: last.status }) : (last.error ?? '');
  return (
    <p className="api-delivery">
      <span className={`status-chip ${ok ? 'status-chip-positive' : 'api-chip-negative'}`}>{t(ok ? 'webhook.delivered' : 'webhook.failed')}</span>{' '}
      {t('webhook.last', { when: time(last.at), event, outcome })}
    </p>
  );
}

export function Webhooks({ account, api }: { account: ApiAccountInfo; api: ApiAccounts }) {
  const { t } = useTranslation('apiAccess');
  const { notify } = useNotices();
  const headingId = useId();
  const [editing, setEditing] = useState<WebhookInfo | 'new' | null>(null);
  const [removing, setRemoving] = useState<WebhookInfo | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    const r = await api.removeWebhook(account.id, removing.id);
    setBusy(false);
    setRemoving(null);
    if (r.ok) notify({ kind: 'positive', messageKey: 'apiAccess:webhook.removed', values: { url: removing.url } });
    else if (r.error) notify({ kind: 'negative', messageKey: r.error });
  };

  return (
    <section className="api-webhooks" aria-labelledby={headingId}>
      <div className="api-section-head">
        <h3 id={headingId}>{t('webhook.title')}</h3>
        <div className="button-row">
          {account.webhooks.length > 0 && (
            <button type="button" className="button button-small" onClick={() => void api.reload()} aria-label={t('webhook.refresh')}>
              {t('common:action.refresh')}
            </button>
          )}
          <button type="button" className="button button-small" onClick={() => setEditing('new')} disabled={account.webhooks.length >= MAX_WEBHOOKS}>
            {t('webhook.add')}
          </button>
        </div>
      </div>
      <p className="field-hint">{t('webhook.lead')}</p>
      {account.webhooks.length === 0 ? (
        <p className="api-none">{t('webhook.none')}</p>
      ) : (
        <ul className="api-webhook-list" aria-label={t('webhook.title')}>
          {account.webhooks.map((h) => (
            <li key={h.id} className="api-webhook">
              <p className="api-webhook-url">{h.url}</p>
              <p className="api-webhook-events">
                {h.events.map((e) => (
                  <span key={e} className="status-chip">
                    {t(`event.${e}`)}
                  </span>
                ))}
              </p>
              <LastDelivery hook={h} />
              <div className="button-row">
                <button type="button" className="button button-small" onClick={() => setEditing(h)} aria-label={t('webhook.editOne', { url: h.url })}>
                  {t('webhook.edit')}
                </button>
                <button type="button" className="button button-small button-danger-quiet" onClick={() => setRemoving(h)} aria-label={t('webhook.removeOne', { url: h.url })}>
                  {t('webhook.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <WebhookDialog
          hook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSubmit={async (input) => {
            if (editing === 'new') {
              const r = await api.addWebhook(account.id, input);
              if (r.ok) {
                setEditing(null);
                setSecret(r.value.secret);
              }
              return r;
            }
            const r = await api.saveWebhook(account.id, editing.id, input);
            if (r.ok) {
              setEditing(null);
              notify({ kind: 'positive', messageKey: 'apiAccess:webhook.saved' });
            }
            return r;
          }}
        />
      )}
      {secret && <SecretDialog kind="webhook" secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog open={!!removing} title={t('webhook.removeTitle')} confirmLabel={t('webhook.remove')} busy={busy} onCancel={() => setRemoving(null)} onConfirm={() => void remove()}>
        <p className="api-webhook-url">{removing?.url}</p>
        <p>{t('webhook.removeText')}</p>
      </ConfirmDialog>
    </section>
  );
}

function WebhookDialog({
  hook,
  onClose,
  onSubmit,
}: {
  hook: WebhookInfo | null;
  onClose: () => void;
  onSubmit: (input: WebhookInput) => Promise<{ ok: true } | { ok: false; error: string | null; fields: Record<string, string> }>;
}) {
  const { t } = useTranslation('apiAccess');
  const id = useId();
  const [url, setUrl] = useState(hook?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(hook?.events ?? [...WEBHOOK_EVENTS]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = v.safeParse(WebhookInput, { url, events });
    if (!parsed.success) return setErrors(Object.fromEntries(Object.entries(apiAccessErrors(parsed.issues)).map(([k, m]) => [k, errorKey(m)])));
    setErrors({});
    setBusy(true);
    const r = await onSubmit(parsed.output);
    setBusy(false);
    if (!r.ok) setErrors(Object.keys(r.fields).length ? r.fields : r.error ? { '': r.error } : {});
  };
  const errorId = (key: string) => `${id}-${key || 'form'}-error`;
  const error = (key: string) =>
    errors[key] ? (
      <p className="field-error" id={errorId(key)} role={key === '' ? 'alert' : undefined}>
        {t(errors[key]!)}
      </p>
    ) : null;

  return (
    <FormDialog title={t(hook ? 'webhook.editTitle' : 'webhook.addTitle')} submitLabel={t(hook ? 'webhook.save' : 'webhook.create')} busy={busy} onClose={onClose} onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-url`}>{t('field.url')}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={2000}
          placeholder="https://crm.example.com/hooks/leadstand"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-describedby={[`${id}-url-hint`, errors.url ? errorId('url') : null].filter(Boolean).join(' ')}
          {...(errors.url ? { 'aria-invalid': true } : {})}
        />
        <p className="field-hint" id={`${id}-url-hint`}>
          {t('field.urlHint')}
        </p>
        {error('url')}
      </div>
      <fieldset className="api-fieldset" aria-describedby={errors.events ? errorId('events') : undefined}>
        <legend>{t('field.events')}</legend>
        {WEBHOOK_EVENTS.map((e) => (
          <label key={e} className="check-row api-check">
            <input type="checkbox" checked={events.includes(e)} onChange={(x) => setEvents((list) => (x.target.checked ? [...list, e] : list.filter((k) => k !== e)))} />
            <span>
              <strong>{t(`event.${e}`)}</strong>
              <span className="field-hint">{t(`eventHint.${e}`)}</span>
            </span>
          </label>
        ))}
        {error('events')}
      </fieldset>
      {error('')}
    </FormDialog>
  );
}
