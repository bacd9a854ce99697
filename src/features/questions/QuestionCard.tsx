/** One qualifying question in the list: its name, a summary line, its choices with their points, and its switch and buttons. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import { nameIn, type ManagedQuestion } from '../../domain/question';

/** Between the parts of a question's summary line. */
const SEPARATOR = ' · ';

/** A card of the questions' list: ask it or not, move up or down, edit, delete. */
export function QuestionCard({
  question: q,
  index: i,
  count,
  language,
  onToggle,
  onMove,
  onEdit,
  onDelete,
}: {
  question: ManagedQuestion;
  index: number;
  count: number;
  language: string;
  onToggle: () => void;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('questions');
  const summary = [t(`type.${q.type}`), q.type !== 'open' ? t('optionCount', { count: q.options.length }) : null, t('answerCount', { count: q.answers }), q.enabled ? null : t('off')].filter(Boolean).join(SEPARATOR);
  return (
    <li className={`card question-card${q.enabled ? '' : ' question-off'}`}>
      <div className="question-main">
        <h2>{nameIn(q, language)}</h2>
        <p className="field-hint">{summary}</p>
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
          <input type="checkbox" role="switch" aria-label={t('askIt', { name: nameIn(q, language) })} checked={q.enabled} onChange={onToggle} />
          <span aria-hidden="true">{t('asked')}</span>
        </label>
        <div className="button-row">
          <button type="button" className="button button-small" aria-label={t('moveUp', { name: nameIn(q, language) })} disabled={i === 0} onClick={() => onMove(-1)}>
            <Icon name="arrowUp" size={18} />
          </button>
          <button type="button" className="button button-small" aria-label={t('moveDown', { name: nameIn(q, language) })} disabled={i === count - 1} onClick={() => onMove(1)}>
            <Icon name="arrowDown" size={18} />
          </button>
          <button type="button" className="button button-small" aria-label={t('editOne', { name: nameIn(q, language) })} onClick={onEdit}>
            {t('edit.button')}
          </button>
          <button type="button" className="button button-small button-danger-quiet" aria-label={t('deleteOne', { name: nameIn(q, language) })} onClick={onDelete}>
            {t('delete.button')}
          </button>
        </div>
      </div>
    </li>
  );
}
