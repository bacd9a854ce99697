/**
 * Choosing who to meet or write to: a person preset by the screen (a visitor from the visitor
 * list) and the caller's colleagues, fetched when online (the device keeps no team list), up to
 * `max` of them. Used by the meeting request and the new conversation.
 */
import './people.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/call';
import { colleagues as colleaguesEndpoint } from '../../domain/endpoints/agenda';

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
    call(colleaguesEndpoint, {}, { quiet: true })
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
  /** Headings that set a preset visitor apart from the colleagues (without them, one plain list). */
  groups?: { preset: string; colleagues: string } | undefined;
  /** Shown under the colleagues when no one is preset (say, where visitors are found). */
  hint?: ReactNode;
}) {
  const { t } = useTranslation();
  const colleagues = useColleagues();
  const id = useId();
  const { chosen, max, preset, groups } = props;
  const toggle = (p: Person) => props.onChange(chosen.some((x) => x.id === p.id) ? chosen.filter((x) => x.id !== p.id) : chosen.length < max ? [...chosen, p] : chosen);
  const box = (p: Person, label: string) => (
    <label key={p.id} className="check-row">
      <input type="checkbox" checked={chosen.some((x) => x.id === p.id)} disabled={!chosen.some((x) => x.id === p.id) && chosen.length >= max} onChange={() => toggle(p)} />
      {label}
    </label>
  );
  const colleagueList = (
    <>
      {colleagues === null && <p className="field-hint">{t('status.loading')}</p>}
      {colleagues === 'offline' && <p className="field-hint">{props.offlineHint}</p>}
      {Array.isArray(colleagues) && colleagues.filter((p) => p.id !== preset?.id).map((p) => box(p, p.name))}
    </>
  );
  // A preset visitor, under a heading of its own, apart from the colleagues.
  const apart = !!groups && !!preset && !preset.staff;
  return (
    <fieldset className="field participants" {...(props.errorId ? { 'aria-describedby': props.errorId } : {})}>
      <legend>{props.legend}</legend>
      {apart ? (
        <>
          <div className="people-group people-group-visitor" role="group" aria-labelledby={`${id}-preset`}>
            <p className="people-group-label" id={`${id}-preset`}>
              {groups.preset}
            </p>
            {box(preset, preset.name || props.someone)}
          </div>
          <div className="people-group" role="group" aria-labelledby={`${id}-colleagues`}>
            <p className="people-group-label" id={`${id}-colleagues`}>
              {groups.colleagues}
            </p>
            {colleagueList}
          </div>
        </>
      ) : (
        <>
          {preset && box(preset, preset.name || props.someone)}
          {colleagueList}
        </>
      )}
      {!preset && props.hint}
      {props.error}
    </fieldset>
  );
}
