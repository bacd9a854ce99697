/**
 * /organiser/events/:eventId/tasks (#17): what the organiser asks of the event's exhibitors. The
 * review queue first (exhibitors' submitted work: open each document, approve, or reject with a
 * comment the exhibitor sees), then the event's tasks with how far their exhibitors are, to
 * change or delete (asked first), and the form to define one.
 */
import './tasks.css';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../app/notices/NoticeProvider';
import { type OrganiserTask } from '../../domain/tasks';
import { consoleFailure } from './api';
import { ConfirmDialog } from '../../app/Dialog';
import { getEvent } from '../../domain/endpoints/organiser';
import { listExhibitors } from '../../domain/endpoints/organiser-exhibitors';
import { listSubmissions, listTasks, removeTask } from '../../domain/endpoints/organiser-tasks';
import { useAnswer, useChange } from '../../ui/remote/queries';
import { LoadFailed } from '../../ui/remote/parts';
import { EventPageHeader } from './EventPageHeader';
import { EventTabs } from './EventTabs';
import { TaskForm } from './TaskForm';
import { useDateTime, ReviewQueue } from './TaskReview';
import { DataTable, ListSection } from '../../ui/remote/list';

/** The event's times in its zone, the zone named where this device's clock differs (as in the app). */
export default function OrganiserTasksPage() {
  const { t } = useTranslation(['organiser', 'tasks']);
  const eventId = useParams().eventId!;
  const { notify } = useNotices();
  const eventAnswer = useAnswer(getEvent, { params: { eventId } });
  const taskList = useAnswer(listTasks, { params: { eventId } });
  const exhibitorList = useAnswer(listExhibitors, { params: { eventId } });
  const submissionList = useAnswer(listSubmissions, { params: { eventId }, query: {} });
  const remover = useChange(removeTask, [listTasks, listSubmissions]);
  const event = eventAnswer.data ?? null;
  const tasks = taskList.data ?? null;
  const exhibitors = exhibitorList.data ?? [];
  const submissions = submissionList.data ?? null;
  const failed = eventAnswer.error ?? taskList.error ?? exhibitorList.error ?? submissionList.error;
  const retry = () => void Promise.all([eventAnswer, taskList, exhibitorList, submissionList].map((q) => q.refetch()));
  const [editing, setEditing] = useState<OrganiserTask | null>(null);
  const [deleting, setDeleting] = useState<OrganiserTask | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  /** Leaves the form: focus back on the row's Edit button it came from (after the form is drawn again). */
  const stopEditing = () => {
    const from = editing && editButtons.current.get(editing.id);
    setEditing(null);
    if (from) requestAnimationFrame(() => from.focus());
  };
  const dateTime = useDateTime(event?.timezone);

  async function remove(task: OrganiserTask) {
    setDeleting(null);
    try {
      await remover.run({ params: { taskId: task.id } });
      notify({ kind: 'positive', messageKey: 'organiser:tasks.deleted', values: { title: task.title } });
      if (editing?.id === task.id) setEditing(null);
    } catch (err) {
      notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
    listHeading.current?.focus();
  }

  const audience = (task: OrganiserTask) => (task.audience === 'all' ? t('tasks.audience.all') : task.partnerIds.map((p) => exhibitors.find((x) => x.id === p)?.name ?? p).join(', '));
  const progress = ({ progress: p }: OrganiserTask) => {
    const total = p.todo + p.inProgress + p.inReview + p.completed;
    return [t('tasks.progress', { completed: p.completed, total }), p.inReview > 0 ? t('tasks.progressInReview', { count: p.inReview }) : null].filter(Boolean).join(' · ');
  };

  return (
    <div className="page console-page">
      <EventPageHeader title={event?.name ?? t('tasks.title')} lead={tasks ? t('tasks.count', { count: tasks.length }) : failed ? '' : t('common:status.loading')} />
      <EventTabs eventId={eventId} />
      {failed && <LoadFailed error={consoleFailure(failed)} cause={failed} onRetry={retry} />}
      <div className="console-form">
        <ReviewQueue submissions={submissions} timezone={event?.timezone} />
        <ListSection title={t('tasks.title')} titleRef={listHeading} hint={t('tasks.text')} items={tasks} empty={t('tasks.empty')} emptyCallout>
          {(items) => (
            <DataTable
              items={items}
              className="task-table"
              rowKey={(task) => task.id}
              columns={[
                {
                  label: t('tasks.field.title'),
                  rowHeader: true,
                  className: 'task-title-cell',
                  cell: (task) => (
                    <>
                      <span className="task-row-title">{task.title}</span>{' '}
                      <span className={`status-chip ${task.mandate === 'required' ? 'task-chip-required' : ''}`}>{t(`tasks:mandate.${task.mandate}`)}</span>
                    </>
                  ),
                },
                { label: t('tasks.column.due'), labelled: true, className: 'task-due-cell', cell: (task) => (task.dueAt ? dateTime(task.dueAt) : t('tasks.noDue')) },
                { label: t('tasks.column.for'), labelled: true, cell: audience },
                { label: t('tasks.column.progress'), labelled: true, cell: progress },
                {
                  label: t('tasks.column.actions'),
                  hidden: true,
                  className: 'row-actions',
                  cell: (task) => (
                    <>
                      <button
                        type="button"
                        className="button button-small"
                        ref={(el) => {
                          if (el) editButtons.current.set(task.id, el);
                          else editButtons.current.delete(task.id);
                        }}
                        onClick={() => setEditing(task)}
                        aria-label={t('tasks.editFor', { title: task.title })}
                      >
                        {t('tasks.edit')}
                      </button>
                      <button type="button" className="button button-small button-danger-quiet" onClick={() => setDeleting(task)} aria-label={t('tasks.deleteFor', { title: task.title })}>
                        {t('tasks.delete')}
                      </button>
                    </>
                  ),
                },
              ]}
            />
          )}
        </ListSection>
        {event && (
          <TaskForm
            key={editing?.id ?? 'new'}
            eventId={eventId}
            timezone={event.timezone}
            exhibitors={exhibitors}
            editing={editing}
            onCancel={stopEditing}
            onSaved={stopEditing}
          />
        )}
      </div>
      <ConfirmDialog open={deleting !== null} title={t('tasks.deleteTitle', { title: deleting?.title ?? '' })} confirmLabel={t('tasks.delete')} onCancel={() => setDeleting(null)} onConfirm={() => deleting && void remove(deleting)}>
        <p>{t('tasks.deleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
