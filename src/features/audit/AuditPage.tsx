/**
 * /audit: the exhibitor's audit log for its administrators: every export (downloaded or mailed),
 * deletion, visitor's data handed out or erased, and what retention erased; who, when, how many.
 * Online only (the log is the server's); older entries page in with "Show older".
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { useFormatTime } from '../../app/useFormatTime';
import { HttpError, request } from '../../lib/http';
import { AUDIT_ACTIONS, type AuditEntry, type AuditPage as AuditPageData } from '../../domain/audit';

const KNOWN = new Set<string>(AUDIT_ACTIONS);

export default function AuditPage() {
  const { t } = useTranslation('connections');
  const { config } = useApp();
  const time = useFormatTime();
  usePageTitle(config?.event?.environmentName, t('audit.title'));
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (before: string | null) => {
    setBusy(true);
    setError(null);
    try {
      const page = await request<AuditPageData>(`/api/audit${before ? `?before=${before}` : ''}`, { quiet: true });
      setEntries((list) => [...(before ? (list ?? []) : []), ...page.entries]);
      setNext(page.next);
    } catch (err) {
      setError(err instanceof HttpError && (err.code === 'offline' || err.code === 'timeout') ? 'common:account.needsNetwork' : 'common:notice.somethingWentWrong');
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    void load(null);
  }, [load]);

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>{t('audit.title')}</h1>
          <p className="lead">{t('audit.intro')}</p>
        </div>
      </header>
      {error && (
        <div className="callout callout-negative" role="alert">
          <p>{t(error)}</p>
          <button type="button" className="button button-small" onClick={() => void load(entries?.length ? next : null)}>
            {t('common:action.retry')}
          </button>
        </div>
      )}
      {!entries && !error ? (
        <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />
      ) : entries && entries.length === 0 ? (
        <section className="empty-state">
          <h2>{t('audit.emptyTitle')}</h2>
          <p className="lead">{t('audit.empty')}</p>
        </section>
      ) : entries ? (
        <>
          <div className="table-card">
            <table className="data-table">
              <caption className="visually-hidden">{t('audit.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.column.when')}</th>
                  <th scope="col">{t('audit.column.who')}</th>
                  <th scope="col">{t('audit.column.what')}</th>
                  <th scope="col" className="numeric">
                    {t('audit.column.rows')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id}>
                    <td>{time(e.at)}</td>
                    <td>
                      {e.system
                        ? t('audit.system')
                        : e.asName
                          ? t('audit.asWhom', { who: e.actorName || t('common:account.scanUser'), as: e.asName })
                          : e.actorName || t('common:account.scanUser')}
                    </td>
                    <td>{KNOWN.has(e.action) ? t(`audit.action.${e.action.replace(/\./g, '_')}`) : e.action}</td>
                    <td className="numeric">{e.rowCount ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {next && (
            <p>
              <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void load(next)}>
                {busy ? t('common:status.loading') : t('audit.older')}
              </button>
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
