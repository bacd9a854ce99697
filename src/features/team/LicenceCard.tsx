/**
 * One scan licence in the licences view: its type and code, its seats used against the total (or
 * unlimited), and the devices holding a seat, each with a way to release it.
 */
import { useTranslation } from 'react-i18next';
import type { LicenceSeat, TeamLicence } from '../../domain/team';
import { formatWhen } from './member-view';

/** A licence as a card in the licence list, with its QR code button and its devices. */
export function LicenceCard({ licence: l, onShowQr, onRelease }: { licence: TeamLicence; onShowQr: () => void; onRelease: (seat: LicenceSeat) => void }) {
  const { t, i18n } = useTranslation('team');
  const share = l.total ? Math.min(100, Math.round((l.used / l.total) * 100)) : 0;
  return (
    <li className="card licence-card">
      <div className="licence-card-head">
        <div>
          <h3>{t(`licences.type.${l.type}`)}</h3>
          <p className="field-hint licence-code">{l.code}</p>
        </div>
        <button type="button" className="button button-small" onClick={onShowQr}>
          {t('licences.showQr')}
        </button>
      </div>
      {l.total === null ? (
        <p className="licence-usage">{t('licences.unlimited', { count: l.used })}</p>
      ) : (
        <>
          <p className="licence-usage">{t('licences.used', { used: l.used, total: l.total, free: Math.max(0, l.total - l.used) })}</p>
          <div className="licence-meter" role="meter" aria-valuemin={0} aria-valuemax={l.total} aria-valuenow={l.used} aria-label={t('licences.meter', { code: l.code })}>
            <span style={{ width: `${share}%` }} />
          </div>
        </>
      )}
      {l.seats.length === 0 ? (
        <p className="field-hint">{t('licences.noDevices')}</p>
      ) : (
        <ul className="seat-list" aria-label={t('licences.devices', { code: l.code })}>
          {l.seats.map((s) => (
            <li key={s.id} className="seat-row">
              <span className="seat-text">
                <strong>{s.name ?? t('licences.unnamed')}</strong>
                <span className="field-hint">
                  {s.email ? `${s.email} · ` : ''}
                  {t('licences.since', { when: formatWhen(s.activatedAt, i18n.language) })}
                </span>
              </span>
              <button
                type="button"
                className="button button-small button-danger-quiet"
                aria-label={t('licences.releaseFor', { name: s.name ?? s.email ?? l.code })}
                onClick={() => onRelease(s)}
              >
                {t('licences.release')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
