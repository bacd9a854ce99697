/** The 14 section switches of an exhibitor (SPEC section 6), for the exhibitor form and the exhibitor import. */
import { useTranslation } from 'react-i18next';
import { EXHIBITOR_SETTINGS, type ExhibitorSettings } from '../../domain/session';

export function SettingSwitches({ settings, onChange, legend, hint }: { settings: ExhibitorSettings; onChange: (settings: ExhibitorSettings) => void; legend: string; hint: string }) {
  const { t } = useTranslation('organiser');
  return (
    <fieldset className="check-grid">
      <legend className="settings-legend">{legend}</legend>
      <p className="field-hint settings-hint">{hint}</p>
      {EXHIBITOR_SETTINGS.map((key) => (
        <label key={key} className="check-row switch-row">
          <input type="checkbox" role="switch" checked={settings[key]} onChange={(e) => onChange({ ...settings, [key]: e.target.checked })} />
          <span>{t(`exhibitor.setting.${key}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
