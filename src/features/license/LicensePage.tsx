/**
 * /license (native mode): the licence of this phone inside the native shell: the event and its
 * dates, the exhibitor, the licence, the person it belongs to and the app's version; the QR code
 * that moves the licence to another phone (a single-use native login link, valid ten minutes,
 * made on request); and the event's terms. Read from the session kept on the device, so it opens
 * offline; only the QR code needs the network.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { QrCode } from '../../app/account/QrCode';
import { usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { shellBridge } from '../../app/native/shell';
import { NATIVE_LINK_MINUTES, type NativeLinkAnswer } from '../../domain/native';
import { call } from '../../lib/call';
import { nativeLink } from '../../domain/endpoints/account';
import { refusalCode } from '../../ui/remote/messages';
import { displayZone, formatDay, formatTime, useTimezoneType } from '../../lib/time';
import './license.css';

type Transfer = { state: 'idle' } | { state: 'loading' } | { state: 'shown'; link: NativeLinkAnswer } | { state: 'failed'; key: string };

export default function LicensePage() {
  const { t, i18n } = useTranslation('native');
  const { info, config } = useApp();
  usePageTitle(config?.event?.environmentName, t('license.title'));
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  const [transfer, setTransfer] = useState<Transfer>({ state: 'idle' });
  const bridge = shellBridge();
  if (!info) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;
  const language = i18n.resolvedLanguage ?? 'en';

  const showQr = async () => {
    setTransfer({ state: 'loading' });
    try {
      setTransfer({ state: 'shown', link: await call(nativeLink, {}, { quiet: true }) });
    } catch (err) {
      const offline = ['offline', 'timeout', 'maintenance'].includes(refusalCode(err));
      setTransfer({ state: 'failed', key: offline ? 'license.transfer.needsNetwork' : 'license.transfer.failed' });
    }
  };

  const facts: Array<[string, string]> = [
    [t('license.event'), info.event.name],
    [t('license.dates'), `${formatDay(info.event.startsAt, language, zone)} – ${formatDay(info.event.endsAt, language, zone)}`],
    ...(info.partner ? ([[t('license.exhibitor'), info.partner.name]] as Array<[string, string]>) : []),
    [t('license.licence'), info.licenseCode ?? t('license.personal')],
    ...(info.user ? ([[t('license.user'), info.user.email ? `${info.user.name} · ${info.user.email}` : info.user.name]] as Array<[string, string]>) : []),
    ...(bridge ? ([[t('license.app'), t(`license.platform.${bridge.platform}`, { version: bridge.version })]] as Array<[string, string]>) : []),
  ];

  return (
    <div className="page license-page">
      <h1>{t('license.title')}</h1>
      <p className="lead">{t('license.lead')}</p>

      <section className="card license-card" aria-labelledby="license-facts">
        <h2 id="license-facts" className="license-section-title">
          <Icon name="badge" size={20} />
          {t('license.factsTitle')}
        </h2>
        <dl className="license-facts">
          {facts.map(([term, value]) => (
            <div key={term} className="license-fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="card license-card" aria-labelledby="license-transfer">
        <h2 id="license-transfer" className="license-section-title">
          <Icon name="qr" size={20} />
          {t('license.transfer.title')}
        </h2>
        <p>{t('license.transfer.text', { minutes: NATIVE_LINK_MINUTES })}</p>
        {transfer.state === 'shown' ? (
          <div className="license-qr">
            <QrCode text={transfer.link.url} label={t('license.transfer.qrLabel', { name: info.user?.name ?? '' })} />
            <p className="field-hint">{t('license.transfer.expiry', { time: formatTime(transfer.link.expiresAt, language, zone) })}</p>
            <button type="button" className="button" onClick={() => void showQr()}>
              {t('license.transfer.again')}
            </button>
          </div>
        ) : (
          <>
            {transfer.state === 'failed' && (
              <p className="field-error" role="alert">
                {t(transfer.key)}
              </p>
            )}
            <button type="button" className="button button-primary" disabled={transfer.state === 'loading'} aria-busy={transfer.state === 'loading'} onClick={() => void showQr()}>
              {transfer.state === 'loading' ? t('license.transfer.loading') : transfer.state === 'failed' ? t('common:action.retry') : t('license.transfer.show')}
            </button>
          </>
        )}
      </section>

      <p className="license-terms">
        <a href={`/terms/${encodeURIComponent(info.event.id)}?lang=${encodeURIComponent(language)}`} target="_blank" rel="noreferrer">
          {t('license.terms')}
        </a>
      </p>
    </div>
  );
}
