/** /organiser/events/:eventId/exhibitors: the event's exhibitors, their administrator and licences. */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consoleFailure } from './api';
import { getEvent } from '../../domain/endpoints/organiser';
import { listExhibitors } from '../../domain/endpoints/organiser-exhibitors';
import type { OrganiserExhibitor } from '../../domain/organiser';
import { useAnswer } from '../../ui/remote/queries';
import { LoadFailed } from '../../ui/remote/parts';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';
import { DataTable } from '../../ui/remote/list';

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
        <DataTable
          card
          items={exhibitors}
          caption={t('exhibitors.title')}
          rowKey={(x) => x.id}
          columns={[
            {
              label: t('exhibitors.column.name'),
              cell: (x) => (
                <Link to={`/organiser/events/${encodeURIComponent(eventId)}/exhibitors/${encodeURIComponent(x.id)}`} className="table-link">
                  {x.name}
                </Link>
              ),
            },
            { label: t('exhibitors.column.admin'), cell: (x) => <AdminCell admin={x.admin} /> },
            { label: t('exhibitors.column.licences'), cell: (x) => t('exhibitors.licenceCount', { count: x.licences.length }) },
            { label: t('exhibitors.column.staff'), className: 'numeric', cell: (x) => x.staff.toLocaleString(i18n.resolvedLanguage) },
          ]}
        />
      )}
    </div>
  );
}

/** The exhibitor's administrator and where their invitation stands. */
function AdminCell({ admin }: { admin: OrganiserExhibitor['admin'] }) {
  const { t } = useTranslation('organiser');
  if (!admin) return <span className="table-sub">{t('exhibitors.adminNone')}</span>;
  return (
    <>
      {admin.name}
      <span className={`state-chip ${admin.accepted ? 'state-running' : 'state-upcoming'}`}>{admin.accepted ? t('exhibitors.adminAccepted') : admin.invitedAt ? t('exhibitors.adminInvited') : t('exhibitors.adminWaiting')}</span>
      <span className="table-sub">{admin.email}</span>
    </>
  );
}
