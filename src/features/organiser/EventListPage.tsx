/** /organiser/events: every event of the installation, with its dates, state and size. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consoleFailure } from './api';
import { useAnswer } from '../../ui/remote/queries';
import { LoadFailed } from '../../ui/remote/parts';
import { listEvents } from '../../domain/endpoints/organiser';
import { eventState, formatEventRange } from './event-format';
import { DataTable } from '../../ui/remote/list';

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
        <DataTable
          card
          items={events}
          rowKey={(e) => e.id}
          columns={[
            {
              label: t('events.column.name'),
              cell: (e) => (
                <>
                  <Link to={`/organiser/events/${encodeURIComponent(e.id)}`} className="table-link">
                    {e.name}
                  </Link>
                  {e.environmentName && <span className="env-chip">{e.environmentName}</span>}
                </>
              ),
            },
            {
              label: t('events.column.dates'),
              cell: (e) => (
                <>
                  {formatEventRange(e, i18n.resolvedLanguage ?? 'en')}
                  <span className="table-sub">{e.timezone}</span>
                </>
              ),
            },
            {
              label: t('events.column.state'),
              cell: (e) => {
                const state = eventState(e);
                return <span className={`state-chip state-${state}`}>{t(`events.state.${state}`)}</span>;
              },
            },
            { label: t('events.column.exhibitors'), className: 'numeric', cell: (e) => e.exhibitors.toLocaleString(i18n.resolvedLanguage) },
            { label: t('events.column.visitors'), className: 'numeric', cell: (e) => e.visitors.toLocaleString(i18n.resolvedLanguage) },
          ]}
        />
      )}
    </div>
  );
}
