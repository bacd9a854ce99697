/**
 * What the visitor list keeps in its address: the search (?q, ?company, ?type, so Back returns to
 * it) and the previewed visitor (?person=<id>, with the visitor as it was opened in the location
 * state, kept over a reload).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';
import { useNotices } from '../../app/notices/NoticeProvider';
import { type Attendee } from '../../domain/attendees';
import { useAttendee, useAttendees } from './useAttendees';
import { filterOf } from './AttendeeFilters';

/** The list's search, opened from the address and written back to it (replacing, not pushing) as it changes. */
export function useAttendeeSearch() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // The previewed visitor as it was opened (location state, kept over a reload), should the list not hold them.
  const stateRef = useRef<unknown>(location.state);
  useEffect(() => {
    stateRef.current = location.state;
  }, [location.state]);
  const [initial] = useState(() => filterOf(params));
  const list = useAttendees(initial);
  const { asked } = list;
  useEffect(() => {
    const next = new URLSearchParams();
    if (asked.q.trim()) next.set('q', asked.q.trim());
    if (asked.company.trim()) next.set('company', asked.company.trim());
    if (asked.registrationType) next.set('type', asked.registrationType);
    setParams(
      (current) => {
        const person = current.get('person');
        if (person) next.set('person', person);
        return current.toString() === next.toString() ? current : next;
      },
      { replace: true, state: stateRef.current },
    );
  }, [asked, setParams]);
  return { list, params, setParams, locationState: location.state };
}

/** The user preview (?person=<id>): a dialog over the list, opened from a visitor's name. */
export function useAttendeePreview(rows: Attendee[], params: URLSearchParams, setParams: SetURLSearchParams, locationState: unknown) {
  const { notify } = useNotices();
  const personId = params.get('person');
  const kept = (locationState as { person?: Attendee } | null)?.person;
  // Someone not on the page shown (an address opened from elsewhere) is asked for on their own.
  const preview = useAttendee(personId, personId ? (rows.find((r) => r.id === personId) ?? (kept?.id === personId ? kept : undefined)) : undefined);
  const person = preview.attendee;
  const openPreview = useCallback(
    (a: Attendee) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('person', a.id);
          return next;
        },
        { replace: true, state: { person: a } },
      ),
    [setParams],
  );
  // Focus goes back to the visitor's name once the preview is gone (also after a reload, when no click opened it).
  const returnTo = useRef<string | null>(null);
  const previewing = !!person;
  useEffect(() => {
    if (previewing || returnTo.current === null) return;
    document.querySelector<HTMLElement>(`.attendee-name-button[data-attendee="${CSS.escape(returnTo.current)}"]`)?.focus();
    returnTo.current = null;
  }, [previewing]);
  const dropPerson = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('person');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const closePreview = () => {
    returnTo.current = personId;
    dropPerson();
  };
  // A preview that cannot be shown says why and closes (the list stays as it was).
  const previewFailure = preview.failure;
  useEffect(() => {
    if (!previewFailure) return;
    notify({ kind: 'negative', messageKey: `attendees:${previewFailure}`, timeoutMs: 8000 });
    dropPerson();
  }, [previewFailure, notify, dropPerson]);
  return { person, openPreview, closePreview };
}
