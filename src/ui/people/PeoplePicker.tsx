/**
 * Choosing who to meet or write to: a person preset by the screen (a visitor from the visitor
 * list) and the caller's colleagues, fetched when online (the device keeps no team list), up to
 * `max` of them. Used by the meeting request and the new conversation.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/http';

export interface Person {
  id: string;
  name: string;
  /** One of the exhibitor's people (else a visitor). */
  staff: boolean;
}

/** The caller's colleagues: null while loading, 'offline' when they could not be fetched. */
function useColleagues(): Person[] | 'offline' | null {
  const [colleagues, setColleagues] = useState<Person[] | 'offline' | null>(null);
  useEffect(() => {
    let live = true;
    request<{ people: Array<{ id: string; name: string }> }>('/api/conversations/people', { quiet: true })
      .then((r) => live && setColleagues(r.people.map((p) => ({ ...p, staff: true }))))
      .catch(() => live && setColleagues('offline'));
    return () => {
      live = false;
    };
  }, []);
  return colleagues;
}

export function PeoplePicker(props: {
  legend: string;
  offlineHint: string;
  someone: string;
  preset: Person | undefined;
  chosen: Person[];
  onChange: (chosen: Person[]) => void;
  max: number;
  /** The form's message about the choice, with its id. */
  error: ReactNode;
  errorId: string | null;
}) {
  const { t } = useTranslation();
  const colleagues = useColleagues();
  const { chosen, max } = props;
  const toggle = (p: Person) => props.onChange(chosen.some((x) => x.id === p.id) ? chosen.filter((x) => x.id !== p.id) : chosen.length < max ? [...chosen, p] : chosen);
  const box = (p: Person, label: string) => (
    <label key={p.id} className="check-row">
      <input type="checkbox" checked={chosen.some((x) => x.id === p.id)} disabled={!chosen.some((x) => x.id === p.id) && chosen.length >= max} onChange={() => toggle(p)} />
      {label}
    </label>
  );
  return (
    <fieldset className="field participants" {...(props.errorId ? { 'aria-describedby': props.errorId } : {})}>
      <legend>{props.legend}</legend>
      {props.preset && box(props.preset, props.preset.name || props.someone)}
      {colleagues === null && <p className="field-hint">{t('status.loading')}</p>}
      {colleagues === 'offline' && <p className="field-hint">{props.offlineHint}</p>}
      {Array.isArray(colleagues) && colleagues.map((p) => box(p, p.name))}
      {props.error}
    </fieldset>
  );
}
