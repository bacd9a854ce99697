/**
 * /questions: the qualifying questions the team asks at the booth, for administrators (online:
 * the server keeps them; devices get them at their next sync). Create, edit, switch on or off,
 * reorder and delete; the rating rules beside them, with how the leads on this device would be
 * rated under the rules being typed. The organiser's limit shows before it is reached.
 */
import './questions.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { ManualLink } from '../../app/ManualLink';
import { ConfirmDialog, Dialog } from '../../app/Dialog';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useSync } from '../../app/SyncContext';
import { db } from '../../data/db';
import { HttpError, request } from '../../lib/http';
import { maxPoints, workOutRating, type Rating } from '../../domain/rating';
import { nameIn, type ManagedQuestion, type ManagedQuestions } from '../../domain/question';
import { QuestionDialog, type QuestionDraft } from './QuestionDialog';

/** Between the parts of a question's summary line. */
const SEPARATOR = ' · ';


export default function QuestionsPage() {
  const { t, i18n } = useTranslation('questions');
  const { config, info } = useApp();
  const { notify } = useNotices();
  const sync = useSync();
  usePageTitle(config?.event?.environmentName, t('title'));
  const [data, setData] = useState<ManagedQuestions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<ManagedQuestion | 'new' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<{ draft: QuestionDraft; count: number; rerated: number } | null>(null);
  const [deleting, setDeleting] = useState<ManagedQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const language = i18n.resolvedLanguage ?? 'en';

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setData(await request<ManagedQuestions>('/api/questions/manage', { quiet: true }));
    } catch (err) {
      setLoadError(err instanceof HttpError && (err.code === 'offline' || err.code === 'timeout') ? 'common:account.needsNetwork' : 'common:notice.somethingWentWrong');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  /** After a change: the list again, and this device's copy at once (the others at their next sync). */
  const changed = async (messageKey: string, values: Record<string, unknown> = {}) => {
    await load();
    void sync?.run();
    notify({ kind: 'positive', messageKey: `questions:${messageKey}`, values });
  };

  async function save(draft: QuestionDraft, confirm = false) {
    setBusy(true);
    setErrors({});
    const body = {
      name: draft.name,
      names: Object.fromEntries(Object.entries(draft.names).filter(([, v]) => v.trim())),
      type: draft.type,
      allowOther: draft.type !== 'open' && draft.allowOther,
      enabled: draft.enabled,
      options: draft.type === 'open' ? [] : draft.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), name: o.name, names: Object.fromEntries(Object.entries(o.names).filter(([, v]) => v.trim())), points: o.points })),
      ...(confirm ? { confirm: true } : {}),
    };
    try {
      if (editing === 'new') await request('/api/questions', { method: 'POST', body, quiet: true });
      else if (editing) await request(`/api/questions/${encodeURIComponent(editing.id)}`, { method: 'PUT', body, quiet: true });
      setEditing(null);
      setConfirming(null);
      await changed('saved');
    } catch (err) {
      if (err instanceof HttpError && err.code === 'answersWouldChange') {
        const body = err.body as { count: number; rerated?: number };
        setConfirming({ draft, count: body.count, rerated: body.rerated ?? 0 });
      }
      else if (err instanceof HttpError && err.code === 'invalid') setErrors((err.body as { fields: Record<string, string> }).fields);
      else if (err instanceof HttpError && err.code === 'questionLimitReached') setErrors({ '': 'questionLimitReached' });
      else setErrors({ '': err instanceof HttpError && (err.code === 'offline' || err.code === 'timeout') ? 'offline' : 'failed' });
    } finally {
      setBusy(false);
    }
  }

  async function remove(q: ManagedQuestion) {
    setBusy(true);
    try {
      await request(`/api/questions/${encodeURIComponent(q.id)}`, { method: 'DELETE', quiet: true });
      setDeleting(null);
      await changed('deleted');
    } catch {
      notify({ kind: 'negative', messageKey: 'questions:error.failed' });
    } finally {
      setBusy(false);
    }
  }

  async function move(index: number, by: -1 | 1) {
    if (!data) return;
    const ids = data.questions.map((q) => q.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    try {
      await request('/api/questions/order', { method: 'PUT', body: { ids }, quiet: true });
      await load();
      void sync?.run();
    } catch {
      notify({ kind: 'negative', messageKey: 'questions:error.failed' });
    }
  }

  async function toggle(q: ManagedQuestion) {
    const enabled = !q.enabled;
    try {
      // Its own request: switching on or off changes neither the answers to choose from nor any stored answer.
      await request(`/api/questions/${encodeURIComponent(q.id)}/enabled`, { method: 'PUT', body: { enabled }, quiet: true });
      await changed(enabled ? 'switchedOn' : 'switchedOff');
    } catch (err) {
      notify({ kind: 'negative', messageKey: err instanceof HttpError && (err.code === 'offline' || err.code === 'timeout') ? 'questions:error.offline' : 'questions:error.failed' });
    }
  }

  if (loadError) {
    return (
      <div className="page">
        <h1>{t('title')}</h1>
        <div className="callout callout-negative" role="alert">
          <p>{t(loadError)}</p>
          <button type="button" className="button button-small" onClick={() => void load()}>
            {t('common:action.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!data) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;
  const full = !data.allowAdd || data.questions.length >= data.limit;
  const summaryOf = (q: ManagedQuestion) =>
    [t(`type.${q.type}`), q.type !== 'open' ? t('optionCount', { count: q.options.length }) : null, t('answerCount', { count: q.answers }), q.enabled ? null : t('off')].filter(Boolean).join(SEPARATOR);

  return (
    <div className="page questions-page">
      <header className="page-header">
        <div>
          <h1 data-tour="question-list">{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
          <ManualLink page="questions" />
        </div>
        <div className="page-actions">
          <button type="button" className="button button-primary" disabled={full} aria-describedby="question-limit" onClick={() => (setErrors({}), setEditing('new'))}>
            {t('new.button')}
          </button>
        </div>
      </header>
      <p className="field-hint" id="question-limit">
        {!data.allowAdd ? t('limit.notAllowed') : full ? t('limit.reached', { limit: data.limit }) : t('limit.count', { count: data.questions.length, limit: data.limit })}
      </p>
      {data.questions.length === 0 ? (
        <section className="empty-state">
          <h2>{t('empty.title')}</h2>
          <p className="lead">{t('empty.text')}</p>
        </section>
      ) : (
        <ol className="question-list">
          {data.questions.map((q, i) => (
            <li key={q.id} className={`card question-card${q.enabled ? '' : ' question-off'}`}>
              <div className="question-main">
                <h2>{nameIn(q, language)}</h2>
                <p className="field-hint">{summaryOf(q)}</p>
                {q.type !== 'open' && (
                  <ul className="question-options">
                    {q.options.map((o) => (
                      <li key={o.id}>
                        {nameIn(o, language)} <span className="points-chip">{t('points', { count: o.points })}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="question-actions">
                <label className="check-row">
                  <input type="checkbox" role="switch" aria-label={t('askIt', { name: nameIn(q, language) })} checked={q.enabled} onChange={() => void toggle(q)} />
                  <span aria-hidden="true">{t('asked')}</span>
                </label>
                <div className="button-row">
                  <button type="button" className="button button-small" aria-label={t('moveUp', { name: nameIn(q, language) })} disabled={i === 0} onClick={() => void move(i, -1)}>
                    <Icon name="arrowUp" size={18} />
                  </button>
                  <button type="button" className="button button-small" aria-label={t('moveDown', { name: nameIn(q, language) })} disabled={i === data.questions.length - 1} onClick={() => void move(i, 1)}>
                    <Icon name="arrowDown" size={18} />
                  </button>
                  <button type="button" className="button button-small" aria-label={t('editOne', { name: nameIn(q, language) })} onClick={() => (setErrors({}), setEditing(q))}>
                    {t('edit.button')}
                  </button>
                  <button type="button" className="button button-small button-danger-quiet" aria-label={t('deleteOne', { name: nameIn(q, language) })} onClick={() => setDeleting(q)}>
                    {t('delete.button')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <RatingRules data={data} eventId={info?.event.id ?? null} onSaved={() => void changed('rulesSaved')} />
      {editing && !confirming && <QuestionDialog question={editing === 'new' ? null : editing} busy={busy} errors={errors} onSave={(d) => void save(d)} onClose={() => setEditing(null)} />}
      {confirming && (
        <Dialog
          open
          role="alertdialog"
          title={confirming.count ? t('confirm.title') : t('confirm.titleRerate')}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirming(null)}>
                {t('common:action.cancel')}
              </button>
              <button type="button" className="button button-primary" disabled={busy} onClick={() => void save(confirming.draft, true)}>
                {confirming.count ? t('confirm.go') : t('confirm.goRerate')}
              </button>
            </>
          }
        >
          {confirming.count > 0 && <p>{t('confirm.text', { count: confirming.count })}</p>}
          {confirming.rerated > 0 && <p>{t('confirm.rerated', { count: confirming.rerated })}</p>}
        </Dialog>
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        >
          <p className="question-quote">{t('quoted', { name: nameIn(deleting, language) })}</p>
          <p>{t('delete.text', { count: deleting.answers })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The points from which a lead is hot and warm, and how this device's leads would be rated with them. */
function RatingRules({ data, eventId, onSaved }: { data: ManagedQuestions; eventId: string | null; onSaved: () => void }) {
  const { t } = useTranslation('questions');
  const { t: tc } = useTranslation('connections');
  const [hot, setHot] = useState(String(data.rating.hotFrom));
  const [warm, setWarm] = useState(String(data.rating.warmFrom));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = useId();
  const answers = useLiveQuery(() => (eventId ? db.answers.where('eventId').equals(eventId).toArray() : []), [eventId]);
  const rules = { hotFrom: Number(hot), warmFrom: Number(warm) };
  // The most points the questions the team asks can give: hot from more than that never applies.
  const max = maxPoints(data.questions.filter((q) => q.enabled));
  const problem = !(Number.isInteger(rules.hotFrom) && Number.isInteger(rules.warmFrom) && rules.warmFrom >= 1 && rules.hotFrom > rules.warmFrom) ? 'warmBelowHot' : rules.hotFrom > max ? 'hotUnreachable' : null;
  const valid = !problem;
  const preview = (() => {
    if (!answers || !valid) return null;
    const byConnection = new Map<string, typeof answers>();
    for (const a of answers) byConnection.set(a.connectionId, [...(byConnection.get(a.connectionId) ?? []), a]);
    const counts: Record<Rating, number> = { hot: 0, warm: 0, cold: 0 };
    for (const list of byConnection.values()) {
      const r = workOutRating(data.questions, list, rules).rating;
      if (r) counts[r]++;
    }
    return counts;
  })();

  async function save() {
    if (problem) return setError(t(`error.rating.${problem}`, { max }));
    setBusy(true);
    setError(null);
    try {
      await request('/api/questions/rating', { method: 'PUT', body: rules, quiet: true });
      onSaved();
    } catch (err) {
      const body = err instanceof HttpError && err.code === 'invalid' ? (err.body as { fields: Record<string, string>; max?: number }) : null;
      const field = body ? Object.values(body.fields)[0] : null;
      setError(t(field ? `error.${field}` : 'error.failed', { max: body?.max ?? max }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card rating-rules-card" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{t('rules.title')}</h2>
      <p className="field-hint">{t('rules.text')}</p>
      <p className="field-hint" id={`${base}-max`}>
        {t('rules.max', { count: max })}
      </p>
      <div className="rules-row">
        <div className="field">
          <label htmlFor={`${base}-hot`}>{t('rules.hotFrom')}</label>
          <input id={`${base}-hot`} type="number" inputMode="numeric" min={2} max={Math.max(2, max)} value={hot} aria-invalid={!valid} aria-describedby={error ? `${base}-max ${base}-error` : `${base}-max`} onChange={(e) => setHot(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${base}-warm`}>{t('rules.warmFrom')}</label>
          <input id={`${base}-warm`} type="number" inputMode="numeric" min={1} max={Math.max(1, max - 1)} value={warm} aria-invalid={problem === 'warmBelowHot'} aria-describedby={error ? `${base}-error` : undefined} onChange={(e) => setWarm(e.target.value)} />
        </div>
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void save()}>
          {t('rules.save')}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert" id={`${base}-error`}>
          {error}
        </p>
      )}
      {preview && (
        <p role="status" className="rules-preview">
          {t('rules.preview', { hot: preview.hot, warm: preview.warm, cold: preview.cold, hotLabel: tc('rating.hot'), warmLabel: tc('rating.warm'), coldLabel: tc('rating.cold') })}
        </p>
      )}
    </section>
  );
}
