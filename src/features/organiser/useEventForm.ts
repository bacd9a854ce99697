/**
 * The event form's state: the event (loaded by its id, or a new one's defaults), the form as typed,
 * the errors per field (the form's own check with the server's rules, then the server's answer),
 * saving (create or update) and ending a running event.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { useNotices } from '../../app/notices/NoticeProvider';
import { EventInput, fieldErrors, newEventDefaults, type OrganiserEvent } from '../../domain/organiser';
import { consoleFailure } from './api';
import { callAs, invalidate } from '../../ui/remote/queries';
import { createEvent, endEvent, getEvent, listEvents, updateEvent } from '../../domain/endpoints/organiser';
import { CallFailed } from '../../lib/call';
import { currentZone } from '../../domain/time-zones';
import { fromForm, toForm, type Form } from './EventFormParts';

/** Sets one field of the form. */
export type SetField = <K extends keyof Form>(key: K, value: Form[K]) => void;

/** The form of the event `eventId` (none: a new event, which moves to its own address once created). */
export function useEventForm(eventId: string | undefined) {
  const navigate = useNavigate();
  const { notify } = useNotices();
  const isNew = !eventId;
  const [event, setEvent] = useState<OrganiserEvent | null>(null);
  const [form, setForm] = useState<Form | null>(isNew ? toForm(newEventDefaults(new Date(), currentZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'))) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);

  // The event the form holds: a new event's page that moves to its address after "Create" keeps
  // its form (and what is typed meanwhile) rather than loading it again over the typing.
  const holds = useRef<string | null>(null);
  useEffect(() => {
    if (isNew || holds.current === eventId) return;
    holds.current = eventId;
    callAs(getEvent, { params: { eventId } }).then(
      (e) => {
        setEvent(e);
        setForm(toForm(e));
      },
      (err: unknown) => setLoadError(consoleFailure(err)),
    );
  }, [eventId, isNew]);

  const set: SetField = (key, value) => setForm((f) => (f ? { ...f, [key]: value } : f));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    const body = fromForm(form);
    const checked = v.safeParse(EventInput, body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await (isNew ? callAs(createEvent, { body: checked.output }) : callAs(updateEvent, { params: { eventId: eventId! }, body: checked.output }));
      void invalidate(listEvents, getEvent);
      notify({ kind: 'positive', messageKey: isNew ? 'organiser:event.created' : 'organiser:event.saved', values: { name: saved.name } });
      setEvent(saved);
      setForm(toForm(saved));
      holds.current = saved.id;
      if (isNew) navigate(`/organiser/events/${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (err) {
      if (err instanceof CallFailed && err.refusal === 'invalid') setErrors(err.fields);
      else notify({ kind: 'negative', messageKey: consoleFailure(err) });
    } finally {
      setSaving(false);
    }
  }

  async function end() {
    setConfirmEnd(false);
    try {
      const ended = await callAs(endEvent, { params: { eventId: eventId! } });
      void invalidate(listEvents, getEvent);
      setEvent(ended);
      setForm(toForm(ended));
      notify({ kind: 'positive', messageKey: 'organiser:event.endedNotice', values: { name: ended.name } });
    } catch (err) {
      notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  return { isNew, event, form, errors, loadError, saving, confirmEnd, setConfirmEnd, set, save, end };
}
