/**
 * A new conversation: with colleagues (listed when online) or a visitor preset from the visitor
 * list, an optional subject and the first message. Written locally: it works offline and goes at
 * the next sync.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import { PeoplePicker, type Person } from '../../ui/people/PeoplePicker';
import { useWriteContext } from '../../app/useWriteContext';
import { sendMessage } from '../../data/mutators';
import { MEETING_PARTICIPANTS_MAX, MESSAGE_MAX, SUBJECT_MAX } from '../../domain/conversation';

export function NewConversationDialog({ preset, onClose, onSent }: { preset?: Person; onClose: () => void; onSent: (id: string) => void }) {
  const { t } = useTranslation('messages');
  const ctx = useWriteContext();
  const id = useId();
  const [chosen, setChosen] = useState<Person[]>(preset ? [preset] : []);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

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
        <PeoplePicker
          legend={t('new.to', { max: MEETING_PARTICIPANTS_MAX })}
          offlineHint={t('new.colleaguesOffline')}
          someone={t('agenda:meeting.someone')}
          preset={preset}
          chosen={chosen}
          onChange={setChosen}
          max={MEETING_PARTICIPANTS_MAX}
          error={
            errors.people && (
              <p className="field-error" id={`${id}-people-error`}>
                {t(errors.people)}
              </p>
            )
          }
          errorId={errors.people ? `${id}-people-error` : null}
        />
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
