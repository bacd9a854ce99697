/**
 * Connection requests from the visitor list: a dialog with an optional message, written to the
 * outbox (it works offline; the visitor answers through a mailed link), and which visitors were
 * already asked (a 'contact' conversation with them on this device).
 */
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { useApp } from '../../app/AppContext';
import { Dialog } from '../../app/Dialog';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useWriteContext } from '../../app/useWriteContext';
import { db } from '../../data/db';
import { requestConnection } from '../../data/mutators';
import { MEETING_MESSAGE_MAX } from '../../domain/conversation';
import type { Attendee } from '../../domain/attendees';

export function useConnectionRequests(): { open: ((a: Attendee) => void) | undefined; requested: Set<string>; dialog: ReactNode } {
  const { info, session } = useApp();
  const ctx = useWriteContext();
  const eventId = info?.event.id ?? '';
  const [asking, setAsking] = useState<Attendee | null>(null);
  const contacts = useLiveQuery(async () => (await db.conversations.where('eventId').equals(eventId).toArray()).filter((c) => c.kind === 'contact'), [eventId]);
  const requested = useMemo(() => new Set((contacts ?? []).flatMap((c) => c.members.filter((m) => !m.staff && m.userId).map((m) => m.userId!))), [contacts]);
  const open = useCallback((a: Attendee) => setAsking(a), []);
  // A person of the exhibitor with conversations on (scan users and sessions without them cannot ask).
  const can = !!ctx?.authorId && !!session?.settings.conversation;
  return {
    open: can ? open : undefined,
    requested,
    dialog: asking ? <ConnectDialog attendee={asking} onClose={() => setAsking(null)} /> : null,
  };
}

function ConnectDialog({ attendee, onClose }: { attendee: Attendee; onClose: () => void }) {
  const { t } = useTranslation('attendees');
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const id = useId();
  const [message, setMessage] = useState('');
  const send = async () => {
    if (!ctx) return;
    await requestConnection(ctx, { visitor: { id: attendee.id, name: attendee.name }, message: message.trim() });
    notify({ kind: 'positive', messageKey: navigator.onLine ? 'attendees:connect.sending' : 'attendees:connect.sent', values: { name: attendee.name } });
    onClose();
  };
  return (
    <Dialog
      open
      title={t('connect.title', { name: attendee.name })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:action.cancel')}
          </button>
          <button type="button" className="button button-primary" onClick={() => void send()}>
            {t('connect.send')}
          </button>
        </>
      }
    >
      <p>{t('connect.lead', { name: attendee.name })}</p>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('connect.message')}</label>
        <textarea id={`${id}-message`} rows={3} maxLength={MEETING_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
    </Dialog>
  );
}
