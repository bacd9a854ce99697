/**
 * The native app's update dialog (SPEC section 8: 'native app update required or available'),
 * inside the shell only: a shell older than the server's minimum must update (the dialog cannot be
 * closed, its button opens the store through the bridge); one older than the latest may (Later
 * dismisses it for that version, kept on the device).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeUpdate } from '../../domain/native';
import { useApp } from '../AppContext';
import { Dialog } from '../Dialog';
import { shellBridge } from './shell';

const DISMISSED_KEY = 'leadstand.nativeUpdateDismissed';

function dismissedVersion(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function NativeUpdateDialog() {
  const { t } = useTranslation();
  const { config } = useApp();
  const bridge = shellBridge();
  const [dismissed, setDismissed] = useState(dismissedVersion);
  const [closed, setClosed] = useState(false);
  const update = bridge ? nativeUpdate(bridge.version, config?.nativeApp, dismissed) : null;
  if (!bridge || !update) return null;

  if (update.kind === 'required') {
    return (
      <Dialog
        open
        role="alertdialog"
        title={t('nativeApp.update.requiredTitle')}
        actions={
          <button type="button" className="button button-primary" onClick={() => bridge.openStore()}>
            {t('nativeApp.update.updateNow')}
          </button>
        }
      >
        <p>{t('nativeApp.update.requiredText', { version: update.version, current: bridge.version })}</p>
      </Dialog>
    );
  }

  const later = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, update.version);
    } catch {
      // Private mode: asked again next time.
    }
    setDismissed(update.version);
  };
  return (
    <Dialog
      open={!closed}
      title={t('nativeApp.update.availableTitle')}
      onClose={later}
      actions={
        <>
          <button type="button" className="button" onClick={later}>
            {t('nativeApp.update.later')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              bridge.openStore();
              setClosed(true);
            }}
          >
            {t('nativeApp.update.update')}
          </button>
        </>
      }
    >
      <p>{t('nativeApp.update.availableText', { version: update.version, current: bridge.version })}</p>
    </Dialog>
  );
}
