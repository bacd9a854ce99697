/** /organiser/events: every event of the installation, with its dates, state and size. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consoleFailure } from './api';
import { useAnswer } from '../../ui/remote/queries';
import { LoadFailed } from '../../ui/remote/parts';
import { listEvents } from '../../domain/endpoints/organiser';
import { eventState, formatEventRange } from './event-format';

export default function EventListPage() {
  const { t, i18n } = useTranslation('organiser');
  const list = useAnswer(listEvents, {});
  const events = list.data ?? null;

  return (
    <div className="page console-page">
      <header className="page-header">
        <div>
          <h1>{t('events.title')}</h1>
          <p className="lead">{events ? t('events.count', { count: events.length }) : t('common:status.loading')}</p>
        </div>
        <div className="page-actions">
          <Link className="button button-primary" to="/organiser/events/new">
            {t('events.new')}
          </Link>
        </div>
      </header>
      {list.error ? (
        <LoadFailed error={consoleFailure(list.error)} cause={list.error} onRetry={() => void list.refetch()} />
      ) : !events ? (
        <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />
      ) : events.length === 0 ? (
        <section className="empty-state">
          <h2>{t('events.emptyTitle')}</h2>
          <p className="lead">{t('events.empty')}</p>
        </section>
      ) : (
        <div className="table-card">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('events.column.name')}</th>
                <th scope="col">{t('events.column.dates')}</th>
                <th scope="col">{t('events.column.state')}</th>
                <th scope="col" className="numeric">
                  {t('events.column.exhibitors')}
                </th>
                <th scope="col" className="numeric">
                  {t('events.column.visitors')}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => {
                const state = eventState(e);
                return (
                  <tr key={e.id}>
                    <td>
                      <Link to={`/organiser/events/${encodeURIComponent(e.id)}`} className="table-link">
                        {e.name}
                      </Link>
                      {e.environmentName && <span className="env-chip">{e.environmentName}</span>}
                    </td>
                    <td>
                      {formatEventRange(e, i18n.resolvedLanguage ?? 'en')}
                      <span className="table-sub">{e.timezone}</span>
                    </td>
                    <td>
                      <span className={`state-chip state-${state}`}>{t(`events.state.${state}`)}</span>
                    </td>
                    <td className="numeric">{e.exhibitors.toLocaleString(i18n.resolvedLanguage)}</td>
                    <td className="numeric">{e.visitors.toLocaleString(i18n.resolvedLanguage)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
