/**
 * 'What's new': once after an update, a dialog with the changes since the version this device
 * last showed (whats-new-state.ts); closing it records the version. 'What's new' in the settings
 * and the manual opens it with every version's changes. The changelog loads only when shown.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../domain/language';
import { APP_VERSION } from '../../lib/http';
import { listSessions } from '../../data/session';
import { Dialog } from '../Dialog';
import './whats-new.css';
import { entriesSince, onOpenWhatsNew, pendingSince, readSeen, recordSeen, type ChangelogEntry } from './whats-new-state';

type Showing = { since: string | null; manual: boolean };

export function WhatsNew() {
  const { t, i18n } = useTranslation('manual');
  const [showing, setShowing] = useState<Showing | null>(null);
  const [entries, setEntries] = useState<ChangelogEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Decided once, when the logged-in app first shows. Without a record, a session saved before
  // this page loaded means the device ran a version from before What's new (not a first install).
  useEffect(() => {
    let current = true;
    void (async () => {
      const seen = readSeen();
      const usedBefore = seen === null && (await listSessions().catch(() => [])).some((s) => s.savedAt < performance.timeOrigin);
      if (!current) return;
      const since = pendingSince(seen, APP_VERSION, usedBefore);
      if (since === null) recordSeen(APP_VERSION);
      else setShowing({ since, manual: false });
    })();
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => onOpenWhatsNew(() => setShowing({ since: null, manual: true })), []);

  useEffect(() => {
    if (!showing) return;
    let current = true;
    setEntries(null);
    setFailed(false);
    import('./changelog').then(
      ({ CHANGELOG }) => {
        if (!current) return;
        const list = entriesSince(CHANGELOG, showing.since, APP_VERSION);
        // An update without listed changes: nothing to tell.
        if (!showing.manual && list.length === 0) {
          recordSeen(APP_VERSION);
          setShowing(null);
        } else setEntries(list);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [showing]);

  // The dialog opens on Close (the list above it scrolls by itself, from its top).
  const shown = !!showing && (!!entries || failed);
  useEffect(() => {
    if (shown) closeButton.current?.focus();
  }, [shown]);

  if (!showing || (!entries && !failed)) return null;
  const close = () => {
    recordSeen(APP_VERSION);
    setShowing(null);
  };
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <Dialog
      open
      title={t('whatsNew.title')}
      onClose={close}
      actions={
        <button ref={closeButton} type="button" className="button button-primary" onClick={close}>
          {t('common:action.close')}
        </button>
      }
    >
      {/* The list scrolls by itself, so Close stays in view (and keyboards can scroll it). */}
      <div className="whats-new" tabIndex={0} role="region" aria-label={t('whatsNew.title')}>
        {failed ? (
          <p role="alert">{t('whatsNew.loadFailed')}</p>
        ) : (
          <>
            <p>{showing.manual ? t('whatsNew.all', { version: APP_VERSION }) : t('whatsNew.updated', { version: APP_VERSION })}</p>
            {entries!.map((entry) => (
              <section key={entry.version} aria-labelledby={`whats-new-${entry.version}`}>
                <h3 id={`whats-new-${entry.version}`}>{t('whatsNew.version', { version: entry.version })}</h3>
                <ul>
                  {entry.changes[language].map((change, i) => (
                    <li key={i}>{change}</li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </Dialog>
  );
}
