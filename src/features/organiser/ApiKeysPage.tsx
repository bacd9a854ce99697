/**
 * /organiser/api-keys: keys for the organiser's own systems (registration platform, badge
 * printer) to the organiser API (docs/organiser-api.md). A new key is shown once, with a copy
 * button; the list names keys by their first characters and their last use; revoking is final.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../app/notices/NoticeProvider';
import { formatDateTime } from '../../lib/time';
import { consoleFailure, fieldsOf } from './api';
import { createApiKey, listApiKeys, revokeApiKey } from '../../domain/endpoints/organiser';
import { useAnswer, useChange } from '../../ui/remote/queries';
import { LoadFailed } from '../../ui/remote/parts';
import type { ApiKeyInfo } from '../../domain/organiser';
import { ConsoleHeader } from './ConsoleParts';
import { ConfirmDialog } from '../../app/Dialog';
import { Dialog } from '../../app/Dialog';
import { DataTable, ListSection } from '../../ui/remote/list';

type ApiKey = ApiKeyInfo;

function NewKey({ created, onClose }: { created: ApiKey & { key: string }; onClose: () => void }) {
  const { t } = useTranslation('organiser');
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open
      title={t('apiKeys.createdTitle', { name: created.name })}
      onClose={onClose}
      actions={
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('apiKeys.done')}
        </button>
      }
    >
      <p>{t('apiKeys.createdText')}</p>
      <div className="copy-row">
        <input readOnly value={created.key} aria-label={t('apiKeys.keyLabel')} onFocus={(e) => e.target.select()} />
        <button
          type="button"
          className="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(created.key).catch(() => {});
            setCopied(true);
          }}
        >
          {copied ? t('common:action.copied') : t('common:action.copy')}
        </button>
      </div>
    </Dialog>
  );
}

export default function ApiKeysPage() {
  const { t, i18n } = useTranslation('organiser');
  const { notify } = useNotices();
  const id = useId();
  const list = useAnswer(listApiKeys, {});
  const keys = list.data ?? null;
  const creator = useChange(createApiKey, [listApiKeys]);
  const revoker = useChange(revokeApiKey, [listApiKeys]);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const busy = creator.busy;
  const [created, setCreated] = useState<(ApiKey & { key: string }) | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const time = (iso: string) => formatDateTime(iso, i18n.resolvedLanguage ?? 'en', undefined);


  async function create(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setNameError('apiKey.nameRequired');
    setNameError(null);
    try {
      setCreated(await creator.run({ body: { name } }));
      setName('');
    } catch (err) {
      const fields = fieldsOf(err);
      if (Object.keys(fields).length) setNameError(fields.name ?? 'apiKey.nameRequired');
      else notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  async function revoke(key: ApiKey) {
    setRevoking(null);
    try {
      await revoker.run({ params: { keyId: key.id } });
      notify({ kind: 'positive', messageKey: 'organiser:apiKeys.revoked', values: { name: key.name } });
    } catch (err) {
      notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  return (
    <div className="page console-page">
      <ConsoleHeader title={t('apiKeys.title')} lead={t('apiKeys.lead')} />
      {list.error && <LoadFailed error={consoleFailure(list.error)} cause={list.error} onRetry={() => void list.refetch()} />}
      <div className="console-form">
        <form className="card form-section" onSubmit={(e) => void create(e)} noValidate aria-labelledby={`${id}-new`}>
          <h2 id={`${id}-new`}>{t('apiKeys.newTitle')}</h2>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('apiKeys.name')}</label>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={80}
              placeholder={t('apiKeys.namePlaceholder')}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : `${id}-name-hint`}
            />
            {nameError ? (
              <p className="field-error" id={`${id}-name-error`}>
                {t(nameError)}
              </p>
            ) : (
              <p className="field-hint" id={`${id}-name-hint`}>
                {t('apiKeys.nameHint')}
              </p>
            )}
          </div>
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
              {t('apiKeys.create')}
            </button>
          </div>
        </form>
        <ListSection title={t('apiKeys.listTitle')} items={keys} empty={t('apiKeys.empty')}>
          {(items) => (
            <DataTable
              items={items}
              rowKey={(k) => k.id}
              rowClassName={(k) => (k.revokedAt ? 'row-muted' : undefined)}
              columns={[
                { label: t('apiKeys.name'), rowHeader: true, cell: (k) => k.name },
                { label: t('apiKeys.column.key'), cell: (k) => <code>{k.prefix}…</code> },
                { label: t('apiKeys.column.created'), cell: (k) => t('apiKeys.createdBy', { when: time(k.createdAt), who: k.createdBy }) },
                { label: t('apiKeys.column.lastUsed'), cell: (k) => (k.lastUsedAt ? time(k.lastUsedAt) : t('apiKeys.neverUsed')) },
                {
                  label: t('apiKeys.column.actions'),
                  hidden: true,
                  className: 'row-actions',
                  cell: (k) =>
                    k.revokedAt ? (
                      <span>{t('apiKeys.revokedOn', { when: time(k.revokedAt) })}</span>
                    ) : (
                      <button type="button" className="button button-small button-danger-quiet" onClick={() => setRevoking(k)} aria-label={t('apiKeys.revokeFor', { name: k.name })}>
                        {t('apiKeys.revoke')}
                      </button>
                    ),
                },
              ]}
            />
          )}
        </ListSection>
      </div>
      {created && <NewKey created={created} onClose={() => setCreated(null)} />}
      <ConfirmDialog open={revoking !== null} title={t('apiKeys.revokeTitle', { name: revoking?.name ?? '' })} confirmLabel={t('apiKeys.revoke')} onCancel={() => setRevoking(null)} onConfirm={() => revoking && void revoke(revoking)}>
        <p>{t('apiKeys.revokeText')}</p>
      </ConfirmDialog>
    </div>
  );
}
