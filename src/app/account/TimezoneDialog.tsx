/** Time zone type: show times in this device's zone or in the event's. */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import { useApp } from '../AppContext';
import { TIMEZONE_TYPES } from '../../domain/event';
import { formatDateTime, setTimezoneType, useTimezoneType, displayZone } from '../../lib/time';

export function TimezoneDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { info } = useApp();
  const current = useTimezoneType();
  const now = new Date();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Dialog
      open
      title={t('account.timezone.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('action.close')}
        </button>
      }
    >
      <fieldset className="radio-list">
        <legend className="visually-hidden">{t('account.timezone.title')}</legend>
        {TIMEZONE_TYPES.map((type) => (
          <label key={type} className="radio-row">
            <input type="radio" name="timezone-type" checked={current === type} onChange={() => setTimezoneType(type)} />
            <span>
              {t(`account.timezone.${type}`, { zone: type === 'event' ? info?.event.timezone : browserZone })}
              <br />
              <small className="field-hint">{formatDateTime(now, i18n.resolvedLanguage ?? 'en', displayZone(type, info?.event.timezone), info?.event.timezone)}</small>
            </span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
