/**
 * The registration form: the questions this exhibitor's guests answer on the public registration
 * page, after the fields every page asks (name, e-mail, company, the action code where codes apply)
 * and before the terms. Add, edit, delete and reorder; each change saves the whole form at once
 * (PUT /api/guests/form), and a refusal shows under the question it is about while nothing typed
 * is lost. 'Preview' opens the real page of the first registration link; on a desktop a panel
 * beside the list shows the form read-only as guests see it, in any of the six languages.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { ConfirmDialog } from '../../app/Dialog';
import { useDevice } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { useRouteOpen } from '../../app/route-context';
import { FORM_QUESTION_LIMIT, type FormQuestion } from '../../domain/guests';
import { isLanguage, type Language } from '../../domain/language';
import { nameIn } from '../../domain/question';
import { getForm } from '../../domain/endpoints/guests';
import { useAnswer } from '../../ui/remote/queries';
import { Unanswered } from '../../ui/remote/parts';
import { GUEST_TEXTS } from './api';
import { FormQuestionDialog } from './FormQuestionDialog';
import { FixedFields, FormPreview } from './FormPreview';
import { FormQuestionCard } from './FormQuestionCard';
import { useFormEditing } from './useFormEditing';

export function FormTab() {
  const { t, i18n } = useTranslation('guests');
  const { info } = useApp();
  const device = useDevice();
  const routeOpen = useRouteOpen();
  const answer = useAnswer(getForm, {});
  const data = answer.data;
  const appLanguage: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const label = (q: FormQuestion) => nameIn(q, appLanguage);
  const { editing, setEditing, dialogErrors, deleting, setDeleting, deleteError, cardErrors, busy, saveDraft, remove, move, openDialog, askDelete } = useFormEditing(data, label);
  const [previewLanguage, setPreviewLanguage] = useState<Language>(appLanguage);

  if (!data) return <Unanswered answer={answer} ns={GUEST_TEXTS} />;

  const questions = data.questions;
  const full = questions.length >= FORM_QUESTION_LIMIT;
  const codes = !!info?.settings?.actionCode;
  const linksOpen = routeOpen('guests-links');
  const desktop = device === 'desktop';

  const addButton = (
    <button type="button" className="button button-primary" disabled={full} aria-describedby="regform-count" onClick={() => openDialog('new')}>
      <Icon name="plus" size={18} />
      {t('form.add')}
    </button>
  );
  const previewUrl = data.previewUrl ? `${data.previewUrl}?lang=${desktop ? previewLanguage : appLanguage}` : null;

  return (
    <section className="guests-section" aria-labelledby="regform-h">
      <div className="guests-toolbar">
        <h2 id="regform-h" className="visually-hidden">
          {t('tab.form')}
        </h2>
        <p className="guests-intro">{t('form.lead')}</p>
        <div className="button-row regform-toolbar-actions">
          {previewUrl && (
            <a href={previewUrl} target="_blank" rel="noopener noreferrer" className="button">
              {t('form.preview.open')}
              <span className="visually-hidden">{t('form.preview.newTab')}</span>
            </a>
          )}
          {questions.length > 0 && addButton}
        </div>
      </div>
      {!data.previewUrl && (
        <div className="callout callout-info regform-nolink">
          <p>
            {t('form.preview.needsLink')}{' '}
            {linksOpen && <Link to="/guests/links">{t('form.preview.createLink')}</Link>}
          </p>
        </div>
      )}
      <div className={desktop ? 'regform-layout regform-layout-wide' : 'regform-layout'}>
        <div className="regform-main">
          <div className="regform-count">
            <p className="field-hint" id="regform-count" aria-live="polite">
              {full ? t('form.limitReached', { limit: FORM_QUESTION_LIMIT }) : t('form.count', { count: questions.length, limit: FORM_QUESTION_LIMIT })}
            </p>
            <p className="field-hint regform-saving" role="status">
              {busy ? t('form.saving') : null}
            </p>
          </div>
          <FixedFields part="top" codes={codes} />
          {questions.length === 0 ? (
            <div className="card regform-empty">
              <h3>{t('form.emptyTitle')}</h3>
              <p>{t('form.empty')}</p>
              {addButton}
            </div>
          ) : (
            <ol className="regform-list" aria-label={t('form.yourQuestions')} aria-busy={busy}>
              {questions.map((q, i) => (
                <FormQuestionCard key={q.id} question={q} index={i} count={questions.length} language={appLanguage} error={cardErrors[q.id]} onMove={(by) => void move(i, by)} onEdit={() => openDialog(q)} onDelete={() => askDelete(q)} />
              ))}
            </ol>
          )}
          <FixedFields part="bottom" codes={codes} />
        </div>
        {desktop && <FormPreview questions={questions} language={previewLanguage} onLanguage={setPreviewLanguage} codes={codes} />}
      </div>
      {editing && <FormQuestionDialog question={editing === 'new' ? null : editing} busy={busy} errors={dialogErrors.fields} error={dialogErrors.error} onSave={saveDraft} onClose={() => setEditing(null)} />}
      <ConfirmDialog open={!!deleting} title={t('form.deleteTitle', { name: deleting ? label(deleting) : '' })} confirmLabel={t('form.delete')} busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()}>
        <p>{t('form.deleteBody')}</p>
        {deleteError && (
          <p className="field-error" role="alert">
            {t(deleteError)}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
