/** One question of the registration form in the list: its number, name, type and options, a refusal about it, and its buttons. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import type { FormQuestion } from '../../domain/guests';
import type { Language } from '../../domain/language';
import { nameIn } from '../../domain/question';

/** A card of the form's list: move up or down, edit, delete; `error` is the refusal about this question (i18n key). */
export function FormQuestionCard({
  question: q,
  index: i,
  count,
  language,
  error,
  onMove,
  onEdit,
  onDelete,
}: {
  question: FormQuestion;
  index: number;
  count: number;
  language: Language;
  error: string | undefined;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('guests');
  const label = nameIn(q, language);
  return (
    <li className={error ? 'card regform-card regform-card-invalid' : 'card regform-card'}>
      <div className="regform-card-head">
        <span className="regform-number" aria-hidden="true">
          {i + 1}
        </span>
        <h3>{label}</h3>
      </div>
      <p className="regform-tags">
        <span className="status-chip">{t(`questions:type.${q.type}`)}</span>
        <span className={q.required ? 'status-chip status-chip-positive' : 'status-chip'}>{t(q.required ? 'form.required' : 'form.optional')}</span>
        {q.allowOther && <span className="status-chip">{t('form.withOther')}</span>}
      </p>
      {q.type !== 'open' && (
        <ul className="regform-options" aria-label={t('form.optionsOf', { name: label })}>
          {q.options.map((o) => (
            <li key={o.id}>{nameIn(o, language)}</li>
          ))}
        </ul>
      )}
      {error && <p className="field-error">{t(error)}</p>}
      <div className="button-row regform-card-actions">
        <button type="button" className="button button-small" data-move={`${q.id}|up`} aria-label={t('form.moveUp', { name: label })} title={t('form.moveUp', { name: label })} disabled={i === 0} onClick={() => onMove(-1)}>
          <Icon name="arrowUp" size={18} />
        </button>
        <button type="button" className="button button-small" data-move={`${q.id}|down`} aria-label={t('form.moveDown', { name: label })} title={t('form.moveDown', { name: label })} disabled={i === count - 1} onClick={() => onMove(1)}>
          <Icon name="arrowDown" size={18} />
        </button>
        <button type="button" className="button button-small" aria-label={t('form.editOne', { name: label })} onClick={onEdit}>
          {t('form.edit')}
        </button>
        <button type="button" className="button button-small button-danger-quiet" aria-label={t('form.deleteOne', { name: label })} onClick={onDelete}>
          {t('form.delete')}
        </button>
      </div>
    </li>
  );
}
