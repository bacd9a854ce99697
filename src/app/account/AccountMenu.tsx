/**
 * The account part of the menu: who is logged in to which event, and switch event, add event,
 * switch to staff mode, use on another device, my badge, the guided tour and log out (time zone
 * and two-factor are on the settings screen).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { guardSession, useApp } from '../AppContext';
import { useDefaultPath } from '../route-context';
import { Icon, type IconName } from '../icons';
import { useNotices } from '../notices/NoticeProvider';
import { logOut, returnToAdmin, saveSession, useStoredSession } from '../../data/session';
import { readSession } from '../../data/read-session';
import { call, CallFailed } from '../../lib/call';
import { adminMode as toAdminMode, staffMode as toStaffMode } from '../../domain/endpoints/account';
import { refusalCode } from '../../ui/remote/messages';
import { EventSwitcher } from './EventSwitcher';
import { DeviceLinkDialog } from './DeviceLinkDialog';
import { BadgeDialog } from './BadgeDialog';
import { startTour } from '../tour/tour-state';
import { Dialog } from '../Dialog';
import { usePendingCount } from '../../data/hooks';
import { useNoteDrafts } from '../../data/note-drafts';
import { useWriteContext } from '../useWriteContext';
import { hiddenInShell } from '../../domain/native';
import { useInShell } from '../native/shell';
import { useSwitchToNativeApp } from '../native/useSwitchToNativeApp';

type Open = 'events' | 'device' | 'badge' | null;

export function AccountMenu({ onAction }: { onAction?: () => void }) {
  const defaultPath = useDefaultPath();
  const { t } = useTranslation();
  const { info } = useApp();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const pending = usePendingCount(info?.event.id ?? null);
  // Notes being written and not saved (note-drafts.ts): named too before logging out.
  const drafts = Object.keys(useNoteDrafts(useWriteContext())).length;
  const [confirmLogout, setConfirmLogout] = useState(false);
  const stored = useStoredSession(info?.event.id);
  const inShell = useInShell();
  const nativeApp = useSwitchToNativeApp();
  if (!info) return null;

  const who = info.user?.name ?? (info.sessionMode === 'scan' ? info.scanUserName || t('account.scanUser') : info.partner?.name ?? '');
  const modeLabel = t(`account.mode.${info.sessionMode}`);

  async function logout() {
    setConfirmLogout(false);
    setBusy(true);
    const eventName = info!.event.name;
    await logOut(info!.event.id);
    setBusy(false);
    onAction?.();
    notify({ kind: 'positive', messageKey: 'account.loggedOut', values: { event: eventName } });
    navigate('/login', { replace: true });
  }

  async function staffMode() {
    setBusy(true);
    try {
      const { token } = await call(toStaffMode, {}, { quiet: true });
      const next = await readSession(token);
      // The administrator's session stays on the device, to switch back.
      await saveSession(token, next, stored ? { token: stored.token, info: stored.info } : undefined);
      onAction?.();
      notify({ kind: 'positive', messageKey: 'account.staffModeDone' });
      navigate(defaultPath(guardSession(next)), { replace: true });
    } catch (err) {
      notify({ kind: 'negative', messageKey: refusalCode(err) === 'offline' ? 'account.needsNetwork' : 'notice.somethingWentWrong' });
    } finally {
      setBusy(false);
    }
  }

  /** An administrator logged in as staff (by e-mail) becomes the administrator. */
  async function adminMode() {
    setBusy(true);
    try {
      const { token } = await call(toAdminMode, {}, { quiet: true });
      const next = await readSession(token);
      await saveSession(token, next);
      onAction?.();
      notify({ kind: 'positive', messageKey: 'account.backToAdminDone' });
      navigate(defaultPath(guardSession(next)), { replace: true });
    } catch (err) {
      notify({ kind: 'negative', messageKey: refusalCode(err) === 'offline' ? 'account.needsNetwork' : 'notice.somethingWentWrong' });
    } finally {
      setBusy(false);
    }
  }

  async function backToAdmin() {
    setBusy(true);
    try {
      const next = await returnToAdmin(info!.event.id);
      if (!next) return;
      onAction?.();
      notify({ kind: 'positive', messageKey: 'account.backToAdminDone' });
      navigate(defaultPath(guardSession(next)), { replace: true });
    } catch (err) {
      const expired = err instanceof CallFailed && err.status === 401;
      notify({ kind: 'negative', messageKey: expired ? 'account.backToAdminExpired' : refusalCode(err) === 'offline' ? 'account.needsNetwork' : 'notice.somethingWentWrong' });
    } finally {
      setBusy(false);
    }
  }

  const item = (icon: IconName, label: string, onClick: () => void) => (
    <li>
      <button type="button" className="menu-item" onClick={onClick} disabled={busy}>
        <Icon name={icon} size={20} />
        <span>{label}</span>
      </button>
    </li>
  );

  return (
    <section className="account" aria-label={t('account.label')}>
      <div className="account-who">
        <span className="avatar" aria-hidden="true">
          {who.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-text">
          <strong>{who}</strong>
          <span>
            {modeLabel}
            {info.partner ? ` · ${info.partner.name}` : ''}
          </span>
        </span>
      </div>
      <ul className="menu-list">
        {item('calendar', t('menu.switchEvent'), () => setOpen('events'))}
        {info.staffModeAvailable && item('team', t('menu.switchToStaff'), () => void staffMode())}
        {info.sessionMode === 'staff' && stored?.returnTo && item('key', t('menu.backToAdmin'), () => void backToAdmin())}
        {info.sessionMode === 'staff' && !stored?.returnTo && info.adminModeAvailable && item('key', t('menu.switchToAdmin'), () => void adminMode())}
        {!hiddenInShell('useOnAnotherDevice', inShell) && item('qr', t('menu.useOnAnotherDevice'), () => setOpen('device'))}
        {nativeApp.offered && item('arrowRight', t('menu.switchToNativeApp'), () => void nativeApp.switchNow())}
        {info.user && item('badge', t('menu.myBadge'), () => setOpen('badge'))}
        {item('compass', t('menu.guide'), () => (onAction?.(), startTour()))}
        {item('logout', t('menu.logout'), () => (pending > 0 || drafts > 0 ? setConfirmLogout(true) : void logout()))}
      </ul>
      <Dialog
        open={confirmLogout}
        title={t('account.logoutPending.title')}
        onClose={() => setConfirmLogout(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirmLogout(false)}>
              {t('action.cancel')}
            </button>
            <button type="button" className="button button-primary" onClick={() => void logout()}>
              {t('account.logoutPending.confirm')}
            </button>
          </>
        }
      >
        {pending > 0 && <p>{t('account.logoutPending.text', { count: pending })}</p>}
        {drafts > 0 && <p>{t('account.logoutPending.drafts', { count: drafts })}</p>}
      </Dialog>
      <EventSwitcher open={open === 'events'} onClose={() => setOpen(null)} onSwitched={onAction} />
      {open === 'device' && <DeviceLinkDialog onClose={() => setOpen(null)} />}
      {open === 'badge' && <BadgeDialog onClose={() => setOpen(null)} />}
    </section>
  );
}
