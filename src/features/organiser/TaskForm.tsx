/**
 * Defining or changing one of an event's tasks (#17): title, additional info, optional or
 * required, due date (entered in the event's time zone), for all exhibitors or chosen ones.
 * Checked here with the server's own rules (src/domain/tasks.ts), and by the server again.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useNotices } from '../../app/notices/NoticeProvider';
import type { OrganiserExhibitor } from '../../domain/organiser';
import { TaskInput, taskFieldErrors, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, type OrganiserTask, type TaskAudience, type TaskMandate } from '../../domain/tasks';
import { isoToZonedWall, zonedWallToIso } from '../../domain/zoned-time';
import { consoleFailure, fieldsOf } from './api';
import { addTask, changeTask, listTasks } from '../../domain/endpoints/organiser-tasks';
import { useChange } from '../../ui/remote/queries';

interface Draft {
  title: string;
  description: string;
  mandate: TaskMandate;
  due: string;
  audience: TaskAudience;
  partnerIds: string[];
}

const EMPTY: Draft = { title: '', description: '', mandate: 'required', due: '', audience: 'all', partnerIds: [] };

function draftOf(task: OrganiserTask, timezone: string): Draft {
  return { title: task.title, description: task.description, mandate: task.mandate, due: task.dueAt ? isoToZonedWall(task.dueAt, timezone) : '', audience: task.audience, partnerIds: task.partnerIds };
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation('tasks');
  return error ? (
    <p className="field-error" id={id}>
      {t(`error.${error.replace(/^task\./, '')}`)}
    </p>
  ) : null;
}

export function TaskForm({ eventId, timezone, exhibitors, editing, onSaved, onCancel }: { eventId: string; timezone: string; exhibitors: OrganiserExhibitor[]; editing: OrganiserTask | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['organiser', 'tasks']);
  const { notify } = useNotices();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing, timezone) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useChange(addTask, [listTasks]);
  const change = useChange(changeTask, [listTasks]);
  const busy = add.busy || change.busy;
  const titleField = useRef<HTMLInputElement>(null);
  // 'Edit' in the table opens the task here, below the list: bring the form to the user (it is drawn anew per task).
  const editingId = editing?.id;
  useEffect(() => {
    if (!editingId) return;
    titleField.current?.scrollIntoView({ block: 'center' });
    titleField.current?.focus({ preventScroll: true });
  }, [editingId]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const described = (field: string) => ({ 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined });

  /** Shows the fields' errors and takes the user to the first (once it is marked). */
  const showErrors = (form: HTMLFormElement, found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus());
  };

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const dueAt = draft.due ? zonedWallToIso(draft.due, timezone) : null;
    const input = { title: draft.title, description: draft.description, mandate: draft.mandate, dueAt: draft.due && !dueAt ? draft.due : dueAt, audience: draft.audience, partnerIds: draft.audience === 'chosen' ? draft.partnerIds : [] };
    const checked = v.safeParse(TaskInput, input);
    if (!checked.success) return showErrors(form, taskFieldErrors(checked.issues));
    setErrors({});
    try {
      const saved = editing ? await change.run({ params: { taskId: editing.id }, body: checked.output }) : await add.run({ params: { eventId }, body: checked.output });
      notify({ kind: 'positive', messageKey: editing ? 'organiser:tasks.saved' : 'organiser:tasks.created', values: { title: saved.title } });
      if (!editing) setDraft(EMPTY);
      onSaved();
    } catch (err) {
      const fields = fieldsOf(err);
      if (Object.keys(fields).length) showErrors(form, fields);
      else notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  return (
    <form className="card form-section" onSubmit={(e) => void save(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing ? t('tasks.editTitle', { title: editing.title }) : t('tasks.addTitle')}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('tasks.field.title')}</label>
        <input id={`${id}-name`} ref={titleField} value={draft.title} maxLength={TASK_TITLE_MAX} onChange={(e) => set('title', e.target.value)} {...described('title')} />
        <FieldError id={`${id}-title-error`} error={errors.title} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-info`}>{t('tasks.field.description')}</label>
        <textarea id={`${id}-info`} rows={3} value={draft.description} maxLength={TASK_DESCRIPTION_MAX} onChange={(e) => set('description', e.target.value)} {...described('description')} />
        <FieldError id={`${id}-description-error`} error={errors.description} />
      </div>
      <div className="form-row">
        <fieldset className="field task-choice">
          <legend>{t('tasks.field.mandate')}</legend>
          {(['required', 'optional'] as const).map((m) => (
            <label key={m} className="check-row">
              <input type="radio" name={`${id}-mandate`} value={m} checked={draft.mandate === m} onChange={() => set('mandate', m)} />
              <span>{t(`tasks:mandate.${m}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-due`}>{t('tasks.field.due')}</label>
          <input id={`${id}-due`} type="datetime-local" value={draft.due} onChange={(e) => set('due', e.target.value)} {...described('dueAt')} aria-describedby={errors.dueAt ? `${id}-dueAt-error` : `${id}-due-hint`} />
          <p className="field-hint" id={`${id}-due-hint`}>
            {t('tasks.field.dueHint', { timezone })}
          </p>
          <FieldError id={`${id}-dueAt-error`} error={errors.dueAt} />
        </div>
      </div>
      <fieldset className="field task-choice">
        <legend>{t('tasks.field.audience')}</legend>
        {(['all', 'chosen'] as const).map((a) => (
          <label key={a} className="check-row">
            <input type="radio" name={`${id}-audience`} value={a} checked={draft.audience === a} onChange={() => set('audience', a)} />
            <span>{t(`tasks.audience.${a}`)}</span>
          </label>
        ))}
        {draft.audience === 'chosen' && (
          <div className="task-exhibitor-choice" role="group" aria-label={t('tasks.field.exhibitors')} {...described('partnerIds')}>
            {exhibitors.map((x) => (
              <label key={x.id} className="check-row">
                <input
                  type="checkbox"
                  checked={draft.partnerIds.includes(x.id)}
                  onChange={(e) => set('partnerIds', e.target.checked ? [...draft.partnerIds, x.id] : draft.partnerIds.filter((p) => p !== x.id))}
                />
                <span>{x.name}</span>
              </label>
            ))}
          </div>
        )}
        <FieldError id={`${id}-partnerIds-error`} error={errors.partnerIds} />
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {editing ? t('tasks.save') : t('tasks.add')}
        </button>
        {editing && (
          <button type="button" className="button" onClick={onCancel}>
            {t('common:action.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
