/**
 * The follow-up e-mail on a connection's content tab: send the visitor what was chosen to share,
 * now or with the end-of-day batch, in the visitor's language; works offline (the request waits
 * in the outbox). Below, every follow-up asked for and how it ended: sent when, by whom, with what.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../app/icons';
import { useNotices } from '../../../app/notices/NoticeProvider';
import { useWriteContext } from '../../../app/useWriteContext';
import { useFormatTime } from '../../../app/useFormatTime';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../../domain/language';
import type { FollowUpMode } from '../../../domain/follow-up';
import type { LocalConnection, LocalFollowUp } from '../../../data/db';
import { useFollowUps } from '../../../data/hooks';
import { sendFollowUp } from '../../../data/mutators';
import { SyncStateBadge } from '../SyncStateBadge';

function outcome(f: LocalFollowUp, t: (key: string, values?: Record<string, unknown>) => string, time: (iso: string) => string): string {
  if (f.syncState === 'pending') return t('followUp.state.waitingHere');
  if (f.syncState !== 'completed') return t('followUp.state.refused');
  switch (f.state) {
    case 'sent':
      return t('followUp.state.sent', { when: f.sentAt ? time(f.sentAt) : '', name: f.requestedByName });
    case 'scheduled':
    case 'sending':
      return f.mode === 'endOfDay' && f.sendAt ? t('followUp.state.scheduled', { when: time(f.sendAt) }) : t('followUp.state.sending');
    default:
      return t(`followUp.state.${f.state}`);
  }
}

export function FollowUpCard({ c, sharedCount }: { c: LocalConnection; sharedCount: number }) {
  const { t, i18n } = useTranslation('connections');
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const time = useFormatTime();
  const followUps = useFollowUps(c.id);
  const id = useId();
  const appLanguage = i18n.resolvedLanguage ?? 'en';
  const [language, setLanguage] = useState<Language>(isLanguage(appLanguage) ? appLanguage : 'en');
  const [busy, setBusy] = useState(false);
  const email = c.contact?.email?.trim() ?? '';
  const hasAddress = !!email;

  async function send(mode: FollowUpMode) {
    if (!ctx) return;
    setBusy(true);
    try {
      await sendFollowUp(ctx, { connectionId: c.id, mode, language });
      notify({ kind: 'positive', messageKey: mode === 'now' ? 'connections:followUp.queuedNow' : 'connections:followUp.queuedEndOfDay' });
    } catch {
      notify({ kind: 'negative', messageKey: 'connections:followUp.failed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="follow-up" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Icon name="mail" size={18} /> {t('followUp.title')}
      </h3>
      {!hasAddress ? (
        <p className="field-hint">{t('followUp.noAddress')}</p>
      ) : (
        <>
          <p className="field-hint" id={`${id}-hint`}>
            {sharedCount ? t('followUp.hint', { count: sharedCount, email }) : t('followUp.hintNothing', { email })}
          </p>
          <div className="follow-up-actions">
            <label className="inline-select">
              <span>{t('followUp.language')}</span>
              <select value={language} onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="button button-small button-primary" disabled={busy || !ctx} aria-describedby={`${id}-hint`} onClick={() => void send('now')}>
              {t('followUp.sendNow')}
            </button>
            <button type="button" className="button button-small" disabled={busy || !ctx} aria-describedby={`${id}-hint`} onClick={() => void send('endOfDay')}>
              {t('followUp.sendEndOfDay')}
            </button>
          </div>
        </>
      )}
      {followUps && followUps.length > 0 && (
        <ul className="follow-up-list">
          {followUps.map((f) => (
            <li key={f.id}>
              <span>{outcome(f, t, time)}</span>
              {f.state === 'sent' && f.items.length > 0 && <span className="field-hint"> {f.items.filter((i) => !i.name.includes(': ')).map((i) => i.name).join(', ')}</span>}
              {f.syncState !== 'completed' && <SyncStateBadge state={f.syncState} reason={f.syncReason} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
