/**
 * A new conversation: with colleagues (listed when online) or a visitor preset from the visitor
 * list, an optional subject and the first message. Written locally: it works offline and goes at
 * the next sync.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import { useWriteContext } from '../../app/useWriteContext';
import { sendMessage } from '../../data/mutators';
import { request } from '../../lib/http';
import { MEETING_PARTICIPANTS_MAX, MESSAGE_MAX, SUBJECT_MAX } from '../../domain/conversation';

interface Person {
  id: string;
  name: string;
  staff: boolean;
}

export function NewConversationDialog({ preset, onClose, onSent }: { preset?: Person; onClose: () => void; onSent: (id: string) => void }) {
  const { t } = useTranslation('messages');
  const ctx = useWriteContext();
  const id = useId();
  const [colleagues, setColleagues] = useState<Person[] | 'offline' | null>(null);
  const [chosen, setChosen] = useState<Person[]>(preset ? [preset] : []);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    let live = true;
    request<{ people: Array<{ id: string; name: string }> }>('/api/conversations/people', { quiet: true })
      .then((r) => live && setColleagues(r.people.map((p) => ({ ...p, staff: true }))))
      .catch(() => live && setColleagues('offline'));
    return () => {
      live = false;
    };
  }, []);

  const toggle = (p: Person) => setChosen((now) => (now.some((x) => x.id === p.id) ? now.filter((x) => x.id !== p.id) : now.length < MEETING_PARTICIPANTS_MAX ? [...now, p] : now));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!chosen.length) next.people = 'new.peopleRequired';
    if (!body.trim()) next.body = 'new.bodyRequired';
    setErrors(next);
    if (Object.keys(next).length || !ctx) return;
    const conversationId = crypto.randomUUID();
    await sendMessage(ctx, { conversationId, body: body.trim(), start: { with: chosen, subject: subject.trim() } });
    onSent(conversationId);
  };

  return (
    <Dialog
      open
      title={t('new.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:action.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button-primary">
            {t('composer.send')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="new-conversation" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="field" {...(errors.people ? { 'aria-describedby': `${id}-people-error` } : {})}>
          <legend>{t('new.to', { max: MEETING_PARTICIPANTS_MAX })}</legend>
          {preset && (
            <label className="check-row">
              <input type="checkbox" checked={chosen.some((x) => x.id === preset.id)} onChange={() => toggle(preset)} />
              {preset.name || t('agenda:meeting.someone')}
            </label>
          )}
          {colleagues === null && <p className="field-hint">{t('common:status.loading')}</p>}
          {colleagues === 'offline' && <p className="field-hint">{t('new.colleaguesOffline')}</p>}
          {Array.isArray(colleagues) &&
            colleagues.map((p) => (
              <label key={p.id} className="check-row">
                <input type="checkbox" checked={chosen.some((x) => x.id === p.id)} disabled={!chosen.some((x) => x.id === p.id) && chosen.length >= MEETING_PARTICIPANTS_MAX} onChange={() => toggle(p)} />
                {p.name}
              </label>
            ))}
          {errors.people && (
            <p className="field-error" id={`${id}-people-error`}>
              {t(errors.people)}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-subject`}>{t('new.subject')}</label>
          <input id={`${id}-subject`} value={subject} maxLength={SUBJECT_MAX} onChange={(e) => setSubject(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-body`}>{t('new.body')}</label>
          <textarea id={`${id}-body`} rows={4} value={body} maxLength={MESSAGE_MAX} onChange={(e) => setBody(e.target.value)} {...(errors.body ? { 'aria-invalid': true, 'aria-describedby': `${id}-body-error` } : {})} />
          {errors.body && (
            <p className="field-error" id={`${id}-body-error`}>
              {t(errors.body)}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
