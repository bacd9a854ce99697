/** Switch event: the events this device is logged in to; 'add event' logs in to another. */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp, guardSession } from '../AppContext';
import { Dialog } from '../Dialog';
import { useDefaultPath } from '../route-context';
import { switchEvent, useStoredSessions } from '../../data/session';
import { eventDates } from '../../domain/event';
import { isEventEnded } from '../../domain/event';

export function EventSwitcher({ open, onClose, onSwitched }: { open: boolean; onClose: () => void; onSwitched?: () => void }) {
  const defaultPath = useDefaultPath();
  const { t, i18n } = useTranslation();
  const { info } = useApp();
  const navigate = useNavigate();
  const sessions = useStoredSessions();
  return (
    <Dialog
      open={open}
      title={t('account.events.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('action.close')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              onClose();
              onSwitched?.();
              navigate('/login?add=1');
            }}
          >
            {t('account.events.add')}
          </button>
        </>
      }
    >
      <ul className="event-list">
        {sessions.map((s) => {
          const current = s.eventId === info?.event.id;
          return (
            <li key={s.eventId}>
              <button
                type="button"
                className={current ? 'event-item current' : 'event-item'}
                aria-current={current ? 'true' : undefined}
                onClick={async () => {
                  await switchEvent(s.eventId);
                  onClose();
                  onSwitched?.();
                  navigate(defaultPath(guardSession(s.info)), { replace: true });
                }}
              >
                <strong>
                  {s.info.event.name}
                  {current && <em className="event-current"> · {t('account.events.current')}</em>}
                </strong>
                <span>
                  {eventDates(s.info.event, i18n.resolvedLanguage ?? 'en')}
                  {isEventEnded(s.info.event) ? ` · ${t('account.events.ended')}` : ''}
                </span>
                <span>{s.info.partner?.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
