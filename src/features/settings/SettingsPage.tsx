/**
 * /settings: the user's own preferences on this device: the language, the time zone times are
 * shown in, two-factor authentication (people with an account), the guided tour again, and what is
 * new in each version.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { Icon, type IconName } from '../../app/icons';
import { LanguageMenu } from '../../app/LanguageMenu';
import { TimezoneDialog } from '../../app/account/TimezoneDialog';
import { TwoFactorDialog } from '../../app/account/TwoFactorDialog';
import { startTour } from '../../app/tour/tour-state';
import { openWhatsNew } from '../../app/whats-new/whats-new-state';
import { APP_VERSION } from '../../lib/http';
import { displayZone, useTimezoneType } from '../../lib/time';

function Row({ icon, title, value, children }: { icon: IconName; title: string; value?: string; children: ReactNode }) {
  return (
    <li className="settings-row">
      <span className="settings-icon" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div className="settings-text">
        <h2>{title}</h2>
        {value && <p className="field-hint">{value}</p>}
      </div>
      <div className="settings-action">{children}</div>
    </li>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const { config, info } = useApp();
  usePageTitle(config?.event?.environmentName, t('settings.title'));
  const [open, setOpen] = useState<'timezone' | 'twoFactor' | null>(null);
  const timezoneType = useTimezoneType();
  if (!info) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('status.loading')} />;
  const zone = displayZone(timezoneType, info.event.timezone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const method = info.user?.twoFactorMethod ?? null;
  const hasAccount = !!info.user && (info.sessionMode === 'partner' || info.sessionMode === 'staff');

  return (
    <div className="page settings-page">
      <header className="page-header">
        <div>
          <h1>{t('settings.title')}</h1>
          <p className="lead">{t('settings.lead')}</p>
        </div>
      </header>
      <ul className="card settings-list">
        <Row icon="globe" title={t('settings.language')}>
          <LanguageMenu className="settings-language" />
        </Row>
        <Row icon="calendar" title={t('menu.timezone')} value={t(`account.timezone.${timezoneType}`, { zone })}>
          <button type="button" className="button button-small" onClick={() => setOpen('timezone')}>
            {t('settings.changeTimezone')}
          </button>
        </Row>
        {hasAccount && (
          <Row icon="key" title={t('menu.twoFactor')} value={t(`account.twoFactor.method.${method ?? 'off'}`)}>
            <button type="button" className="button button-small" onClick={() => setOpen('twoFactor')}>
              {t('settings.changeTwoFactor')}
            </button>
          </Row>
        )}
        <Row icon="compass" title={t('settings.tour')} value={t('settings.tourHint')}>
          <button type="button" className="button button-small" onClick={() => startTour()}>
            {t('settings.showTour')}
          </button>
        </Row>
        <Row icon="sparkle" title={t('manual:whatsNew.title')} value={t('manual:whatsNew.settingsHint', { version: APP_VERSION })}>
          <button type="button" className="button button-small" onClick={() => openWhatsNew()}>
            {t('manual:whatsNew.show')}
          </button>
        </Row>
      </ul>
      {open === 'timezone' && <TimezoneDialog onClose={() => setOpen(null)} />}
      {open === 'twoFactor' && <TwoFactorDialog onClose={() => setOpen(null)} />}
    </div>
  );
}
