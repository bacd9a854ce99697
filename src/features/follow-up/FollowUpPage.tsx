/**
 * /follow-up: the follow-up e-mail the team sends visitors from a connection's content tab: the
 * text in each of the six languages (the default text until the exhibitor writes its own), with
 * placeholders and a preview of the mail as a visitor gets it, and when the end-of-day batch goes
 * out (in the event's time zone). Online: the server keeps it.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { useNotices } from '../../app/notices/NoticeProvider';
import { followUpSettings, followUpTemplates, previewFollowUp, resetFollowUpTemplate, saveFollowUpTemplate } from '../../domain/endpoints/follow-up';
import { callAs, useAnswer } from '../../ui/remote/queries';
import { fieldsOf, messageOf, refusalCode } from '../../ui/remote/messages';
import { LoadFailed, Loading } from '../../ui/remote/parts';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../domain/language';
import { fieldErrors } from '../../domain/organiser';
import { FOLLOW_UP_BODY_MAX, FOLLOW_UP_PLACEHOLDERS, FOLLOW_UP_SUBJECT_MAX, FollowUpTemplateInput, type FollowUpTemplates } from '../../domain/follow-up';
import './follow-up.css';

export default function FollowUpPage() {
  const { t, i18n } = useTranslation('contents');
  const { config } = useApp();
  usePageTitle(config?.event?.environmentName, t('followUp.title'));
  const answer = useAnswer(followUpTemplates, {});
  const data = answer.data;
  const load = async () => void (await answer.refetch());
  const start = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '') ? (i18n.resolvedLanguage as Language) : 'en';
  const [language, setLanguage] = useState<Language>(start);

  if (!data) {
    return answer.error ? (
      <div className="page">
        <h1>{t('followUp.title')}</h1>
        <LoadFailed error={messageOf(answer.error, 'contents')} cause={answer.error} onRetry={() => void load()} />
      </div>
    ) : (
      <Loading />
    );
  }
  return (
    <div className="page follow-up-page">
      <header className="page-header">
        <div>
          <h1>{t('followUp.title')}</h1>
          <p className="lead">{t('followUp.lead')}</p>
        </div>
      </header>
      <div className="segmented follow-up-languages" role="tablist" aria-label={t('followUp.languages')}>
        {LANGUAGES.map((l) => (
          <button key={l} type="button" role="tab" id={`tab-${l}`} aria-selected={l === language} aria-controls="follow-up-panel" className={l === language ? 'segmented-item selected' : 'segmented-item'} lang={l} onClick={() => setLanguage(l)}>
            {LANGUAGE_NAMES[l]}
            {data.templates[l]?.custom && <span className="visually-hidden"> {t('followUp.own')}</span>}
          </button>
        ))}
      </div>
      <TemplateForm key={language} language={language} template={data.templates[language]!} onSaved={load} />
      <BatchTime batchAt={data.batchAt} timezone={data.timezone} onSaved={load} />
    </div>
  );
}

function TemplateForm({ language, template, onSaved }: { language: Language; template: FollowUpTemplates['templates'][string]; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('contents');
  const { notify } = useNotices();
  const id = useId();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ subject: string; text: string } | null>(null);
  const error = (field: string) => (errors[field] ? t(`error.${errors[field]}`, { defaultValue: t('error.failed') }) : null);

  async function save() {
    const checked = v.safeParse(FollowUpTemplateInput, { subject, body });
    if (!checked.success) return setErrors(fieldErrors(checked.issues));
    setBusy(true);
    setErrors({});
    try {
      await callAs(saveFollowUpTemplate, { params: { language }, body: { subject, body } });
      await onSaved();
      notify({ kind: 'positive', messageKey: 'contents:followUp.saved', values: { language: LANGUAGE_NAMES[language] } });
    } catch (err) {
      const code = refusalCode(err);
      if (code === 'invalid') setErrors(fieldsOf(err));
      else setErrors({ '': code === 'offline' || code === 'timeout' ? 'offline' : 'failed' });
    } finally {
      setBusy(false);
    }
  }

  async function reset() {
    setBusy(true);
    try {
      await callAs(resetFollowUpTemplate, { params: { language } });
      await onSaved();
      notify({ kind: 'positive', messageKey: 'contents:followUp.resetDone', values: { language: LANGUAGE_NAMES[language] } });
    } catch {
      notify({ kind: 'negative', messageKey: 'contents:error.failed' });
    } finally {
      setBusy(false);
    }
  }

  async function showPreview() {
    try {
      setPreview(await callAs(previewFollowUp, { body: { language, subject, body } }));
    } catch {
      notify({ kind: 'negative', messageKey: 'contents:error.failed' });
    }
  }

  const subjectError = error('subject');
  const bodyError = error('body');
  return (
    <section className="card follow-up-form" id="follow-up-panel" role="tabpanel" aria-labelledby={`tab-${language}`}>
      <p className="field-hint">{template.custom ? t('followUp.ownText') : t('followUp.defaultText')}</p>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t('followUp.subject')}</label>
        <input id={`${id}-subject`} lang={language} value={subject} maxLength={FOLLOW_UP_SUBJECT_MAX} aria-invalid={!!subjectError} aria-describedby={subjectError ? `${id}-subject-error` : undefined} onChange={(e) => setSubject(e.target.value)} />
        {subjectError && (
          <p className="field-error" id={`${id}-subject-error`}>
            {subjectError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-body`}>{t('followUp.body')}</label>
        <textarea id={`${id}-body`} lang={language} rows={10} value={body} maxLength={FOLLOW_UP_BODY_MAX} aria-invalid={!!bodyError} aria-describedby={`${id}-placeholders${bodyError ? ` ${id}-body-error` : ''}`} onChange={(e) => setBody(e.target.value)} />
        <p className="field-hint" id={`${id}-placeholders`}>
          {t('followUp.placeholders', { list: FOLLOW_UP_PLACEHOLDERS.map((p) => `{{${p}}} (${t(`followUp.placeholder.${p}`)})`).join(', '), interpolation: { escapeValue: false } })}
        </p>
        {bodyError && (
          <p className="field-error" id={`${id}-body-error`}>
            {bodyError}
          </p>
        )}
      </div>
      {error('') && (
        <p className="field-error" role="alert">
          {error('')}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={busy} aria-busy={busy} onClick={() => void save()}>
          {t('save')}
        </button>
        <button type="button" className="button" onClick={() => void showPreview()}>
          {t('followUp.preview')}
        </button>
        {template.custom && (
          <button type="button" className="button button-danger-quiet" disabled={busy} onClick={() => void reset()}>
            {t('followUp.reset')}
          </button>
        )}
      </div>
      {preview && (
        <figure className="mail-preview" aria-label={t('followUp.previewLabel')}>
          <p className="mail-preview-subject">
            <span className="field-hint">{t('followUp.subject')}</span> {preview.subject}
          </p>
          <pre className="mail-preview-body" lang={language}>
            {preview.text}
          </pre>
        </figure>
      )}
    </section>
  );
}

function BatchTime({ batchAt, timezone, onSaved }: { batchAt: string; timezone: string; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('contents');
  const { notify } = useNotices();
  const id = useId();
  const [value, setValue] = useState(batchAt);
  const [problem, setProblem] = useState<string | null>(null);
  async function save() {
    setProblem(null);
    try {
      await callAs(followUpSettings, { body: { batchAt: value } });
      await onSaved();
      notify({ kind: 'positive', messageKey: 'contents:followUp.batchSaved', values: { time: value } });
    } catch (err) {
      setProblem(refusalCode(err) === 'invalid' ? 'error.followUp.timeInvalid' : 'error.failed');
    }
  }
  return (
    <section className="card follow-up-batch" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('followUp.batchTitle')}</h2>
      <p className="field-hint">{t('followUp.batchText', { zone: timezone })}</p>
      <div className="rules-row">
        <div className="field">
          <label htmlFor={`${id}-time`}>{t('followUp.batchAt')}</label>
          <input id={`${id}-time`} type="time" value={value} aria-invalid={!!problem} onChange={(e) => setValue(e.target.value)} />
        </div>
        <button type="button" className="button" onClick={() => void save()}>
          {t('save')}
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {t(problem)}
        </p>
      )}
    </section>
  );
}
