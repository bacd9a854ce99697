/** The rating rules beside the questions: hot and warm from how many points, with the device's leads rated as typed. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db';
import { maxPoints, workOutRating, type Rating } from '../../domain/rating';
import type { ManagedQuestions } from '../../domain/question';
import { setRatingRules } from '../../domain/endpoints/questions';
import { CallFailed } from '../../lib/call';
import { callAs } from '../../ui/remote/queries';
import { fieldsOf } from '../../ui/remote/messages';

/** The points from which a lead is hot and warm, and how this device's leads would be rated with them. */
export function RatingRules({ data, eventId, onSaved }: { data: ManagedQuestions; eventId: string | null; onSaved: () => void }) {
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
      await callAs(setRatingRules, { body: rules });
      onSaved();
    } catch (err) {
      const field = Object.values(fieldsOf(err))[0];
      setError(t(field ? `error.${field}` : 'error.failed', { max: err instanceof CallFailed && typeof err.detail.max === 'number' ? err.detail.max : max }));
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
