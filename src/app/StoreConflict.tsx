/**
 * Shown instead of every screen while this event's data on the device holds someone else's unsent
 * work (a shared booth tablet; see data/owner.ts). Nothing of it is shown or synced for the new
 * person: they log out so its owner can log in and send it, or delete it on purpose.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type StoredSession } from '../data/db';
import { discardOthersWork, storeConflict, type StoreConflict as Conflict } from '../data/owner';
import { logOut } from '../data/session';
import { useApp } from './AppContext';
import { Dialog } from './Dialog';
import { Icon } from './icons';
import { usePageTitle } from './hooks';
import { LOGIN_PATH } from './route-def';

/** The conflict, live; undefined while it is being read. */
export function useStoreConflict(session: StoredSession | null): Conflict | null | undefined {
  return useLiveQuery(async () => (session ? storeConflict(db, session.info) : null), [session?.eventId, session?.token]);
}

export function StoreConflictPage({ conflict }: { conflict: Conflict }) {
  const { t } = useTranslation();
  const { config, info } = useApp();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = conflict.name || t('storeConflict.someone');
  usePageTitle(config?.event?.environmentName, t('storeConflict.title', { name }));
  if (!info) return null;

  async function leave() {
    setBusy(true);
    await logOut(info!.event.id);
    navigate(LOGIN_PATH, { replace: true });
  }

  async function discard() {
    setBusy(true);
    await discardOthersWork(db, info!);
    setConfirming(false);
    setBusy(false);
  }

  return (
    <section className="empty-state store-conflict" aria-labelledby="store-conflict-title">
      <span className="store-conflict-mark" aria-hidden="true">
        <Icon name="people" size={32} />
      </span>
      <h1 id="store-conflict-title">{t('storeConflict.title', { name })}</h1>
      <p className="lead">{t('storeConflict.text', { name, count: conflict.unsent })}</p>
      <p>{t('storeConflict.privacy')}</p>
      <div className="store-conflict-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void leave()}>
          {t('storeConflict.logout', { name })}
        </button>
        <button type="button" className="button button-danger-quiet" disabled={busy} onClick={() => setConfirming(true)}>
          {t('storeConflict.discard')}
        </button>
      </div>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={t('storeConflict.confirmTitle', { name })}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('action.cancel')}
            </button>
            <button type="button" className="button button-danger" disabled={busy} onClick={() => void discard()}>
              {t('storeConflict.confirmAction')}
            </button>
          </>
        }
      >
        <p>{t('storeConflict.confirmText', { count: conflict.unsent })}</p>
      </Dialog>
    </section>
  );
}
