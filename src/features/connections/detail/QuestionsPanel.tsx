/**
 * The questions tab: answer each qualifying question (checkbox = several, dropdown and radio =
 * one, open = free text, 'other' with the user's own words), see the lead rating they give, and,
 * for the person who scanned, override it. Works offline: questions come from the device's copy,
 * answers are local writes that sync later.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../../app/AppContext';
import { useNotices } from '../../../app/notices/NoticeProvider';
import { localizedQuestion, validateAnswer, type QuestionAnswerValue } from '../../../domain/question';
import { effectiveRating, RATINGS, workOutRating, type Rating } from '../../../domain/rating';
import { isFirstScanner } from '../../../domain/session';
import type { QuestionDef } from '../../../domain/protocol';
import type { LocalAnswer, LocalConnection } from '../../../data/db';
import { setAnswer, setRating } from '../../../data/mutators';
import { useAnswers, useQuestions } from '../../../data/hooks';
import { SyncStateBadge } from '../SyncStateBadge';
import { UnsavedPrompt } from '../../../app/UnsavedPrompt';
import { useWriteContext } from '../../../app/useWriteContext';

type Drafts = Record<string, QuestionAnswerValue & { other: boolean }>;

function fromAnswers(questions: QuestionDef[], answers: LocalAnswer[]): Drafts {
  const out: Drafts = {};
  for (const q of questions) {
    const a = answers.find((x) => x.questionId === q.id);
    out[q.id] = { choices: a?.choices ?? [], text: a?.text ?? null, other: !!a?.text && q.type !== 'open' };
  }
  return out;
}

const same = (a: QuestionAnswerValue, b: QuestionAnswerValue) => (a.text ?? '') === (b.text ?? '') && [...a.choices].sort().join() === [...b.choices].sort().join();

function QuestionField({ q, value, error, onChange }: { q: QuestionDef; value: Drafts[string]; error: string | null; onChange: (v: Drafts[string]) => void }) {
  const { t } = useTranslation('connections');
  const id = useId();
  const otherInput = q.allowOther && value.other && (
    <label className="other-field">
      <span className="other-label">{t('questions.otherLabel')}</span>
      <input
        className="other-input"
        aria-label={t('questions.otherText', { question: q.name })}
        value={value.text ?? ''}
        maxLength={1000}
        onChange={(e) => onChange({ ...value, text: e.target.value })}
      />
    </label>
  );
  let control;
  if (q.type === 'open') {
    control = <textarea id={id} rows={3} maxLength={1000} value={value.text ?? ''} onChange={(e) => onChange({ ...value, text: e.target.value })} />;
  } else if (q.type === 'dropdown') {
    const current = value.other ? '__other' : (value.choices[0] ?? '');
    control = (
      <>
        <select
          id={id}
          value={current}
          onChange={(e) => {
            const v = e.target.value;
            onChange(v === '__other' ? { choices: [], text: value.text ?? '', other: true } : { choices: v ? [v] : [], text: null, other: false });
          }}
        >
          <option value="">{t('questions.noAnswer')}</option>
          {q.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
          {q.allowOther && <option value="__other">{t('questions.other')}</option>}
        </select>
        {otherInput}
      </>
    );
  } else {
    const multiple = q.type === 'checkbox';
    control = (
      <div className="choice-list" role={multiple ? 'group' : 'radiogroup'} aria-labelledby={`${id}-label`}>
        {q.options.map((o) => (
          <label key={o.id} className="choice">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={value.choices.includes(o.id)}
              onChange={(e) =>
                onChange(
                  multiple
                    ? { ...value, choices: e.target.checked ? [...value.choices, o.id] : value.choices.filter((c) => c !== o.id) }
                    : { choices: [o.id], text: null, other: false },
                )
              }
            />
            {o.name}
          </label>
        ))}
        {q.allowOther && (
          <label className="choice">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={value.other}
              onChange={(e) =>
                onChange(multiple ? { ...value, other: e.target.checked, text: e.target.checked ? (value.text ?? '') : null } : { choices: [], text: value.text ?? '', other: true })
              }
            />
            {t('questions.other')}
          </label>
        )}
        {otherInput}
      </div>
    );
  }
  return (
    <div className="field question-field">
      {q.type === 'open' || q.type === 'dropdown' ? (
        <label htmlFor={id} id={`${id}-label`}>
          {q.name}
        </label>
      ) : (
        <span className="field-label" id={`${id}-label`}>
          {q.name}
        </span>
      )}
      {control}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

function RatingBox({ c, questions, answers, rules }: { c: LocalConnection; questions: QuestionDef[]; answers: LocalAnswer[]; rules: { hotFrom: number; warmFrom: number } }) {
  const { t } = useTranslation('connections');
  const ctx = useWriteContext();
  const { info } = useApp();
  const worked = workOutRating(questions, answers, rules);
  const shown = effectiveRating(c.rating, worked);
  // The rating is the judgement of whoever met the visitor.
  const mayOverride = !!ctx && isFirstScanner(info, c.scannedByID);
  return (
    <section className="card detail-card rating-box" aria-labelledby="rating-title">
      <h2 id="rating-title">
        {t('rating.title')} {shown ? <span className={`rating-chip rating-${shown}`}>{t(`rating.${shown}`)}</span> : <span className="field-hint">{t('rating.none')}</span>}
      </h2>
      <p className="field-hint">
        {c.rating ? t('rating.overridden', { worked: worked.rating ? t(`rating.${worked.rating}`) : t('rating.none') }) : t('rating.points', { count: worked.points })}
      </p>
      {mayOverride && (
        <div className="choice-buttons" role="group" aria-label={t('rating.override')}>
          {RATINGS.map((r) => (
            <button key={r} type="button" className="button button-small" aria-pressed={c.rating === r} onClick={() => void setRating(ctx!, { connectionId: c.id, rating: r })}>
              {t(`rating.${r}`)}
            </button>
          ))}
          <button type="button" className="button button-small" aria-pressed={!c.rating} onClick={() => void setRating(ctx!, { connectionId: c.id, rating: null as Rating | null })}>
            {t('rating.auto')}
          </button>
        </div>
      )}
      <details className="rating-rules">
        <summary>{t('rating.how')}</summary>
        <p>{t('rating.rules', { hot: rules.hotFrom, warm: rules.warmFrom })}</p>
        <ul>
          {questions
            .filter((q) => q.options.some((o) => o.points > 0))
            .map((q) => (
              <li key={q.id}>
                {t('rating.questionPoints', { question: q.name, options: q.options.map((o) => t('rating.optionPoints', { name: o.name, count: o.points })).join(', ') })}
              </li>
            ))}
        </ul>
      </details>
    </section>
  );
}

export function QuestionsPanel({ c }: { c: LocalConnection }) {
  const { t, i18n } = useTranslation('connections');
  const { info } = useApp();
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const setup = useQuestions(info?.event.id ?? null);
  const answers = useAnswers(c.id);
  const language = i18n.resolvedLanguage;
  const questions = useMemo(() => (setup?.questions ?? []).map((q) => localizedQuestion(q, language)), [setup, language]);
  const saved = useMemo(() => (answers ? fromAnswers(questions, answers) : null), [questions, answers]);
  // Only what the user changed; everything else shows what is saved (also when a sync brings new rows).
  const [edits, setEdits] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (setup === undefined || answers === undefined || !saved) return <div className="screen-loading" aria-busy="true" />;
  if (setup === null || questions.length === 0) {
    return (
      <section className="empty-state">
        <h2>{setup === null ? t('questions.notLoadedTitle') : t('questions.noneTitle')}</h2>
        <p className="lead">{setup === null ? t('questions.notLoaded') : t('questions.none')}</p>
      </section>
    );
  }
  const drafts: Drafts = { ...saved, ...edits };
  // Ticking 'Other' is a change too, even before anything is written in its box.
  const changed = questions.filter((q) => edits[q.id] && (!same(edits[q.id]!, saved[q.id]!) || edits[q.id]!.other !== saved[q.id]!.other));

  async function save(): Promise<boolean> {
    if (!ctx) return false;
    const problems: Record<string, string> = {};
    for (const q of changed) {
      const d = drafts[q.id]!;
      const value = { choices: d.choices, text: d.text?.trim() ? d.text.trim() : null };
      // 'Other' chosen but nothing written: say so, rather than save an empty answer.
      if (d.other && !value.text && q.type !== 'open') problems[q.id] = t('questions.otherEmpty');
      else {
        const err = validateAnswer({ type: q.type, answerIds: q.options.map((o) => o.id), allowOther: q.allowOther }, value);
        if (err) problems[q.id] = t(`common:validation.${err}`);
      }
    }
    setErrors(problems);
    if (Object.keys(problems).length) return false;
    for (const q of changed) {
      const d = drafts[q.id]!;
      await setAnswer(ctx, { connectionId: c.id, questionId: q.id, choices: d.choices, text: d.text?.trim() ? d.text.trim() : null });
    }
    setEdits({});
    notify({ kind: 'positive', messageKey: 'connections:questions.saved' });
    return true;
  }

  const pending = answers.filter((a) => a.syncState !== 'completed');
  return (
    <>
      <RatingBox c={c} questions={questions} answers={answers} rules={setup.rating} />
      <section className="card detail-card" aria-labelledby="questions-title">
        <UnsavedPrompt dirty={changed.length > 0} onSave={save} />
        <h2 id="questions-title">{t('tabs.questions')}</h2>
        {pending.length > 0 && (
          <SyncStateBadge state={pending.find((a) => a.syncState !== 'pending')?.syncState ?? 'pending'} reason={pending.find((a) => a.syncState !== 'pending')?.syncReason} />
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
        >
          {questions.map((q) => (
            <QuestionField key={q.id} q={q} value={drafts[q.id]!} error={errors[q.id] ?? null} onChange={(v) => setEdits({ ...edits, [q.id]: v })} />
          ))}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={changed.length === 0}>
              {t('questions.save')}
            </button>
            {changed.length > 0 && (
              <button type="button" className="button" onClick={() => setEdits({})}>
                {t('questions.discard')}
              </button>
            )}
          </div>
        </form>
      </section>
    </>
  );
}

/** The rating as a chip (detail header, next to the stage): the override, else worked out from the answers. */
export function RatingChip({ c }: { c: LocalConnection }) {
  const { t } = useTranslation('connections');
  const { info } = useApp();
  const setup = useQuestions(info?.event.id ?? null);
  const answers = useAnswers(c.id);
  const shown = effectiveRating(c.rating, workOutRating(setup?.questions ?? [], answers ?? [], setup?.rating));
  if (!shown) return null;
  return (
    <span className={`rating-chip rating-${shown}`} title={t('rating.title')}>
      {t(`rating.${shown}`)}
    </span>
  );
}
