/** My badge: the person's own badge QR code, to be scanned by other exhibitors. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import { call } from '../../lib/call';
import { myBadge } from '../../domain/endpoints/account';
import type { AnswerOf } from '../../domain/endpoints/define';
import { QrCode } from './QrCode';

type Badge = AnswerOf<typeof myBadge>;

const CACHE_KEY = 'leadstand.badge';

export function BadgeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [badge, setBadge] = useState<Badge | null>(() => {
    try {
      return JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as Badge | null;
    } catch {
      return null;
    }
  });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    call(myBadge, {}, { quiet: true }).then(
      (b) => {
        setBadge(b);
        localStorage.setItem(CACHE_KEY, JSON.stringify(b));
      },
      () => setFailed(true),
    );
  }, []);
  return (
    <Dialog
      open
      title={t('account.badge.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('action.close')}
        </button>
      }
    >
      {badge ? (
        <div className="qr-block badge-card">
          <QrCode text={badge.qr} label={t('account.badge.qrLabel')} />
          <strong>{badge.name}</strong>
          {badge.company && <span>{badge.company}</span>}
          <code>{badge.code}</code>
        </div>
      ) : failed ? (
        <p className="field-error" role="alert">
          {t('account.needsNetwork')}
        </p>
      ) : (
        <div className="spinner" aria-label={t('status.loading')} />
      )}
    </Dialog>
  );
}
