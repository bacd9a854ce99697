import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import type { ManagedContent } from '../../domain/content';
import { Section } from './fields';

/** A saved item's page: its address to copy or open, and its QR code to print for the booth. */
export function ShareBox({ item }: { item: ManagedContent }) {
  const { t } = useTranslation('contents');
  const { notify } = useNotices();
  const qr = `${new URL(item.pageUrl).pathname}/qr.svg`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.pageUrl);
      notify({ kind: 'positive', messageKey: 'contents:copied' });
    } catch {
      notify({ kind: 'negative', messageKey: 'contents:error.copyFailed' });
    }
  };
  return (
    <Section title={t('section.page')} hint={t(item.public ? 'hint.pagePublic' : 'hint.pagePrivate')}>
      <div className="share-box">
        <img src={qr} alt={t('qrAlt', { name: item.name })} width={148} height={148} />
        <div className="share-box-text">
          <p className="share-url">{item.pageUrl}</p>
          <div className="button-row">
            <button type="button" className="button button-small" onClick={() => void copy()}>
              {t('copyLink')}
            </button>
            <a className="button button-small" href={item.pageUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="link" size={18} />
              {t('openPage')}
            </a>
            <a className="button button-small" href={qr} download={`${item.name}.svg`}>
              <Icon name="download" size={18} />
              {t('downloadQr')}
            </a>
          </div>
        </div>
      </div>
    </Section>
  );
}
