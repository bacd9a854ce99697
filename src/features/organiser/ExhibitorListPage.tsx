/** /organiser/events/:eventId/exhibitors: the event's exhibitors, their administrator and licences. */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrganiserEvent, OrganiserExhibitor } from '../../domain/organiser';
import { organiserCall, organiserRequest, failureKey } from './api';
import { getEvent } from '../../domain/endpoints/organiser';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';

export default function ExhibitorListPage() {
  const { t, i18n } = useTranslation('organiser');
  const eventId = useParams().eventId!;
  const [event, setEvent] = useState<OrganiserEvent | null>(null);
  const [exhibitors, setExhibitors] = useState<OrganiserExhibitor[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const id = encodeURIComponent(eventId);
    Promise.all([organiserCall(getEvent, { params: { eventId: id } }), organiserRequest<OrganiserExhibitor[]>(`/api/organiser/events/${id}/exhibitors`)]).then(
      ([e, list]) => {
        setEvent(e);
        setExhibitors(list);
      },
      (err: unknown) => setError(failureKey(err)),
    );
  }, [eventId]);

  return (
    <div className="page console-page">
      <EventPageHeader
        title={event?.name ?? t('exhibitors.title')}
        lead={exhibitors ? t('exhibitors.count', { count: exhibitors.length }) : t('common:status.loading')}
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
      {error ? (
        <div className="callout callout-negative" role="alert">
          <p>{t(error)}</p>
        </div>
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
