/** Use on another device: a QR code and a single-use link, valid 10 minutes, that log it in. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import { call } from '../../lib/call';
import { deviceLink } from '../../domain/endpoints/account';
import { refusalCode } from '../../ui/remote/messages';
import { QrCode } from './QrCode';
import { displayZone, formatTime, useTimezoneType } from '../../lib/time';
import { useApp } from '../AppContext';

export function DeviceLinkDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { info } = useApp();
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    call(deviceLink, {}, { quiet: true }).then(setLink, (err: unknown) => setError(['offline', 'timeout'].includes(refusalCode(err)) ? 'account.needsNetwork' : 'notice.somethingWentWrong'));
  }, []);
  return (
    <Dialog
      open
      title={t('account.device.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('action.close')}
        </button>
      }
    >
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : !link ? (
        <div className="spinner" aria-label={t('status.loading')} />
      ) : (
        <div className="qr-block">
          <p>{t('account.device.text')}</p>
          <QrCode text={link.url} label={t('account.device.qrLabel')} />
          <div className="copy-row">
            <input readOnly value={link.url} aria-label={t('account.device.linkLabel')} onFocus={(e) => e.target.select()} />
            <button
              type="button"
              className="button"
              onClick={async () => {
                await navigator.clipboard?.writeText(link.url).catch(() => {});
                setCopied(true);
              }}
            >
              {copied ? t('action.copied') : t('action.copy')}
            </button>
          </div>
          <p className="field-hint">{t('account.device.expiry', { time: formatTime(link.expiresAt, i18n.resolvedLanguage ?? 'en', zone) })}</p>
        </div>
      )}
    </Dialog>
  );
}
