/** The content editor's parts: a titled section, a text field with its hint and error, a row's move and remove buttons, and tags. */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';

export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card content-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <p className="field-hint">{hint}</p>}
      {children}
    </section>
  );
}

export function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p className="field-error" id={id}>
      {text}
    </p>
  ) : null;
}

export function TextField(props: { id: string; label: string; value: string; onChange: (value: string) => void; error: string | null; hint?: string; max?: number; type?: string; required?: boolean; placeholder?: string; autoComplete?: string }) {
  const { id, label, value, onChange, error, hint, max, type = 'text', required, placeholder, autoComplete } = props;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} maxLength={max} required={required} placeholder={placeholder} autoComplete={autoComplete} aria-invalid={!!error} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

export function RowButtons({ n, count, what, onMove, onRemove }: { n: number; count: number; what: string; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const { t } = useTranslation('contents');
  return (
    <div className="element-buttons">
      <button type="button" className="button button-small" aria-label={t('moveUp', { name: what })} disabled={n === 1} onClick={() => onMove(-1)}>
        <Icon name="arrowUp" size={18} />
      </button>
      <button type="button" className="button button-small" aria-label={t('moveDown', { name: what })} disabled={n === count} onClick={() => onMove(1)}>
        <Icon name="arrowDown" size={18} />
      </button>
      <button type="button" className="button button-small button-danger-quiet" aria-label={t('remove', { name: what })} onClick={onRemove}>
        <Icon name="trash" size={18} />
      </button>
    </div>
  );
}

/** Tags: typed and added with Enter or a comma, each removable. */
export function Labels({ labels, error, onChange }: { labels: string[]; error: string | null; onChange: (labels: string[]) => void }) {
  const { t } = useTranslation('contents');
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const label = text.trim().replace(/,$/, '').trim();
    if (label && !labels.some((l) => l.toLowerCase() === label.toLowerCase())) onChange([...labels, label]);
    setText('');
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('field.labels')}</label>
      {labels.length > 0 && (
        <ul className="label-chips">
          {labels.map((l) => (
            <li key={l}>
              {l}
              <button type="button" aria-label={t('removeLabel', { name: l })} onClick={() => onChange(labels.filter((x) => x !== l))}>
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="label-entry">
        <input
          id={id}
          value={text}
          maxLength={40}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={!!error}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',') {
              e.preventDefault();
              add();
            }
          }}
          onBlur={add}
        />
        <button type="button" className="button button-small" onClick={add} disabled={!text.trim()}>
          {t('addLabel')}
        </button>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {t('hint.labels')}
      </p>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
