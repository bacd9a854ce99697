/**
 * /audit: the exhibitor's audit log for its administrators: every export (downloaded or mailed),
 * deletion, visitor's data handed out or erased, and what retention erased; who, when, how many.
 * Online only (the log is the server's); older entries page in with "Show older".
 */
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { useFormatTime } from '../../app/useFormatTime';
import { AUDIT_ACTIONS } from '../../domain/audit';
import { auditLog } from '../../domain/endpoints/audit';
import { usePages } from '../../ui/remote/queries';
import { messageOf } from '../../ui/remote/messages';

const KNOWN = new Set<string>(AUDIT_ACTIONS);

export default function AuditPage() {
  const { t } = useTranslation('connections');
  const { config } = useApp();
  const time = useFormatTime();
  usePageTitle(config?.event?.environmentName, t('audit.title'));
  const pages = usePages<typeof auditLog, string>(auditLog, (before) => ({ query: before ? { before } : {} }), (page) => page.next, '');
  const entries = pages.data?.pages.flatMap((p) => p.entries) ?? null;
  const next = pages.hasNextPage;
  const busy = pages.isFetchingNextPage;
  // Why the first page, or the next one, could not be read; Try again asks for that page again.
  const error = pages.isError || pages.isFetchNextPageError ? messageOf(pages.error, 'connections') : null;
  const retry = () => void (pages.isFetchNextPageError ? pages.fetchNextPage() : pages.refetch());

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
          <button type="button" className="button button-small" onClick={retry}>
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
              <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void pages.fetchNextPage()}>
                {busy ? t('common:status.loading') : t('audit.older')}
              </button>
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
