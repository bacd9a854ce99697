/** /organiser/events/:eventId/exhibitors: the event's exhibitors, their administrator and licences. */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consoleFailure } from './api';
import { getEvent } from '../../domain/endpoints/organiser';
import { listExhibitors } from '../../domain/endpoints/organiser-exhibitors';
import { useAnswer } from '../../ui/remote/queries';
import { LoadFailed } from '../../ui/remote/parts';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';

export default function ExhibitorListPage() {
  const { t, i18n } = useTranslation('organiser');
  const eventId = useParams().eventId!;
  const eventAnswer = useAnswer(getEvent, { params: { eventId } });
  const list = useAnswer(listExhibitors, { params: { eventId } });
  const event = eventAnswer.data ?? null;
  const exhibitors = list.data ?? null;
  const failed = eventAnswer.error ?? list.error;

  return (
    <div className="page console-page">
      <EventPageHeader
        title={event?.name ?? t('exhibitors.title')}
        lead={exhibitors ? t('exhibitors.count', { count: exhibitors.length }) : failed ? '' : t('common:status.loading')}
        actions={
          <>
            <Link className="button" to={`/organiser/events/${encodeURIComponent(eventId)}/exhibitors/import`}>
              {t('exhibitors.import')}
            </Link>
            <Link className="button button-primary" to={`/organiser/events/${encodeURIComponent(eventId)}/exhibitors/new`}>
              {t('exhibitors.new')}
            </Link>
          </>
        }
      />
      <EventTabs eventId={eventId} />
      {failed ? (
        <LoadFailed error={consoleFailure(failed)} cause={failed} onRetry={() => void Promise.all([eventAnswer.refetch(), list.refetch()])} />
      ) : !exhibitors ? (
        <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />
      ) : exhibitors.length === 0 ? (
        <section className="empty-state">
          <h2>{t('exhibitors.emptyTitle')}</h2>
          <p className="lead">{t('exhibitors.empty')}</p>
        </section>
      ) : (
        <div className="table-card">
          <table className="data-table">
            <caption className="visually-hidden">{t('exhibitors.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('exhibitors.column.name')}</th>
                <th scope="col">{t('exhibitors.column.admin')}</th>
                <th scope="col">{t('exhibitors.column.licences')}</th>
                <th scope="col" className="numeric">
                  {t('exhibitors.column.staff')}
                </th>
              </tr>
            </thead>
            <tbody>
              {exhibitors.map((x) => (
                <tr key={x.id}>
                  <td>
                    <Link to={`/organiser/events/${encodeURIComponent(eventId)}/exhibitors/${encodeURIComponent(x.id)}`} className="table-link">
                      {x.name}
                    </Link>
                  </td>
                  <td>
                    {x.admin ? (
                      <>
                        {x.admin.name}
                        <span className={`state-chip ${x.admin.accepted ? 'state-running' : 'state-upcoming'}`}>
                          {x.admin.accepted ? t('exhibitors.adminAccepted') : x.admin.invitedAt ? t('exhibitors.adminInvited') : t('exhibitors.adminWaiting')}
                        </span>
                        <span className="table-sub">{x.admin.email}</span>
                      </>
                    ) : (
                      <span className="table-sub">{t('exhibitors.adminNone')}</span>
                    )}
                  </td>
                  <td>{t('exhibitors.licenceCount', { count: x.licences.length })}</td>
                  <td className="numeric">{x.staff.toLocaleString(i18n.resolvedLanguage)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
