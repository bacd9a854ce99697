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
import './licence.css';

type Transfer = { state: 'idle' } | { state: 'loading' } | { state: 'shown'; link: NativeLinkAnswer } | { state: 'failed'; key: string };

export default function LicencePage() {
  const { t, i18n } = useTranslation('native');
  const { info, config } = useApp();
  usePageTitle(config?.event?.environmentName, t('licence.title'));
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
      setTransfer({ state: 'failed', key: offline ? 'licence.transfer.needsNetwork' : 'licence.transfer.failed' });
    }
  };

  const facts: Array<[string, string]> = [
    [t('licence.event'), info.event.name],
    [t('licence.dates'), `${formatDay(info.event.startsAt, language, zone)} – ${formatDay(info.event.endsAt, language, zone)}`],
    ...(info.partner ? ([[t('licence.exhibitor'), info.partner.name]] as Array<[string, string]>) : []),
    [t('licence.licence'), info.licenseCode ?? t('licence.personal')],
    ...(info.user ? ([[t('licence.user'), info.user.email ? `${info.user.name} · ${info.user.email}` : info.user.name]] as Array<[string, string]>) : []),
    ...(bridge ? ([[t('licence.app'), t(`licence.platform.${bridge.platform}`, { version: bridge.version })]] as Array<[string, string]>) : []),
  ];

  return (
    <div className="page licence-page">
      <h1>{t('licence.title')}</h1>
      <p className="lead">{t('licence.lead')}</p>

      <section className="card licence-card" aria-labelledby="licence-facts">
        <h2 id="licence-facts" className="licence-section-title">
          <Icon name="badge" size={20} />
          {t('licence.factsTitle')}
        </h2>
        <dl className="licence-facts">
          {facts.map(([term, value]) => (
            <div key={term} className="licence-fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="card licence-card" aria-labelledby="licence-transfer">
        <h2 id="licence-transfer" className="licence-section-title">
          <Icon name="qr" size={20} />
          {t('licence.transfer.title')}
        </h2>
        <p>{t('licence.transfer.text', { minutes: NATIVE_LINK_MINUTES })}</p>
        {transfer.state === 'shown' ? (
          <div className="licence-qr">
            <QrCode text={transfer.link.url} label={t('licence.transfer.qrLabel', { name: info.user?.name ?? '' })} />
            <p className="field-hint">{t('licence.transfer.expiry', { time: formatTime(transfer.link.expiresAt, language, zone) })}</p>
            <button type="button" className="button" onClick={() => void showQr()}>
              {t('licence.transfer.again')}
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
              {transfer.state === 'loading' ? t('licence.transfer.loading') : transfer.state === 'failed' ? t('common:action.retry') : t('licence.transfer.show')}
            </button>
          </>
        )}
      </section>

      <p className="licence-terms">
        <a href={`/terms/${encodeURIComponent(info.event.id)}?lang=${encodeURIComponent(language)}`} target="_blank" rel="noreferrer">
          {t('licence.terms')}
        </a>
      </p>
    </div>
  );
}
