/**
 * Beside the person's availability: the exhibitor's public booking page (its link, to copy, and
 * its QR code, to print for the booth), and the person's own calendar feed, to subscribe to in a
 * calendar program (a new address is made on request; the one before stops working).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { call } from '../../lib/call';
import { newCalendarFeed } from '../../domain/endpoints/agenda';
import { refusalCode } from '../../ui/remote/messages';

export function SharePanel() {
  const { t } = useTranslation('agenda');
  const { info } = useApp();
  const { notify } = useNotices();
  const [feed, setFeed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedError, setFeedError] = useState<string | null>(null);
  if (!info?.partner) return null;
  const booking = `${location.origin}/book/${encodeURIComponent(info.partner.id)}`;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify({ kind: 'positive', messageKey: 'agenda:share.copied' });
    } catch {
      notify({ kind: 'negative', messageKey: 'agenda:share.copyFailed' });
    }
  };
  const makeFeed = async () => {
    setBusy(true);
    setFeedError(null);
    try {
      setFeed((await call(newCalendarFeed, {}, { quiet: true })).url);
    } catch (err) {
      setFeedError(['offline', 'timeout'].includes(refusalCode(err)) ? 'common:account.needsNetwork' : 'common:notice.somethingWentWrong');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="share-panels">
      <section className="card share-panel" aria-labelledby="booking-page-h">
        <h2 id="booking-page-h">{t('share.bookingTitle')}</h2>
        <p>{t('share.bookingLead')}</p>
        <div className="share-row">
          <img src={`/book/${encodeURIComponent(info.partner.id)}/qr.svg`} alt={t('share.qrAlt')} width={120} height={120} className="share-qr" />
          <div className="share-actions">
            <a href={booking} target="_blank" rel="noopener noreferrer" className="button button-small">
              {t('share.open')}
            </a>
            <button type="button" className="button button-small" onClick={() => void copy(booking)}>
              <Icon name="link" size={16} />
              {t('share.copy')}
            </button>
            <a href={`/book/${encodeURIComponent(info.partner.id)}/qr.svg`} download="booking-qr.svg" className="button button-small">
              <Icon name="download" size={16} />
              {t('share.qrDownload')}
            </a>
          </div>
        </div>
      </section>
      <section className="card share-panel" aria-labelledby="calendar-feed-h">
        <h2 id="calendar-feed-h">{t('share.feedTitle')}</h2>
        <p>{t('share.feedLead')}</p>
        {feed ? (
          <div className="share-feed">
            <input readOnly value={feed} aria-label={t('share.feedAddress')} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="button button-small" onClick={() => void copy(feed)}>
              {t('share.copy')}
            </button>
            <p className="field-hint">{t('share.feedOnce')}</p>
          </div>
        ) : (
          <button type="button" className="button button-small" disabled={busy} onClick={() => void makeFeed()}>
            <Icon name="calendar" size={16} />
            {t('share.feedMake')}
          </button>
        )}
        {feedError && (
          <p className="field-error" role="alert">
            {t(feedError)}
          </p>
        )}
      </section>
    </div>
  );
}
