/**
 * /organiser/events/:eventId/tasks (#17): what the organiser asks of the event's exhibitors. The
 * review queue first (exhibitors' submitted work: open each document, approve, or reject with a
 * comment the exhibitor sees), then the event's tasks with how far their exhibitors are, to
 * change or delete (asked first), and the form to define one.
 */
import './tasks.css';
import { useId, useRef, useState } from 'react';
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

/** The event's times in its zone, the zone named where this device's clock differs (as in the app). */
export default function TasksPage() {
  const { t } = useTranslation(['organiser', 'tasks']);
  const eventId = useParams().eventId!;
  const id = useId();
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
  const total = (task: OrganiserTask) => task.progress.todo + task.progress.inProgress + task.progress.inReview + task.progress.completed;

  return (
    <div className="page console-page">
      <EventPageHeader title={event?.name ?? t('tasks.title')} lead={tasks ? t('tasks.count', { count: tasks.length }) : failed ? '' : t('common:status.loading')} />
      <EventTabs eventId={eventId} />
      {failed && <LoadFailed error={consoleFailure(failed)} cause={failed} onRetry={retry} />}
      <div className="console-form">
        <ReviewQueue submissions={submissions} timezone={event?.timezone} />
        <section className="card form-section" aria-labelledby={`${id}-list`} aria-busy={tasks === null}>
          <h2 id={`${id}-list`} ref={listHeading} tabIndex={-1}>
            {t('tasks.title')}
          </h2>
          <p className="field-hint">{t('tasks.text')}</p>
          {tasks && tasks.length === 0 && <p className="callout callout-info">{t('tasks.empty')}</p>}
          {tasks && tasks.length > 0 && (
            <div className="table-scroll">
              <table className="data-table task-table">
                <thead>
                  <tr>
                    <th scope="col">{t('tasks.field.title')}</th>
                    <th scope="col">{t('tasks.column.due')}</th>
                    <th scope="col">{t('tasks.column.for')}</th>
                    <th scope="col">{t('tasks.column.progress')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('tasks.column.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tasks.map((task) => (
                    <tr key={task.id}>
                      <th scope="row" className="task-title-cell">
                        <span className="task-row-title">{task.title}</span>{' '}
                        <span className={`status-chip ${task.mandate === 'required' ? 'task-chip-required' : ''}`}>{t(`tasks:mandate.${task.mandate}`)}</span>
                      </th>
                      <td className="task-due-cell" data-label={t('tasks.column.due')}>
                        {task.dueAt ? dateTime(task.dueAt) : t('tasks.noDue')}
                      </td>
                      <td data-label={t('tasks.column.for')}>{audience(task)}</td>
                      <td data-label={t('tasks.column.progress')}>{[t('tasks.progress', { completed: task.progress.completed, total: total(task) }), task.progress.inReview > 0 ? t('tasks.progressInReview', { count: task.progress.inReview }) : null].filter(Boolean).join(' · ')}</td>
                      <td className="row-actions">
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
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
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
