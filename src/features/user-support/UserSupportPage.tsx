/**
 * /user-support (phones; desktop goes to the dashboard): what this device holds that the server
 * does not have yet, the diagnostic backup to save or send to support, the restore of such a
 * backup from a broken or reset phone, and a way to write to support.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { Icon, type IconName } from '../../app/icons';
import { useFormatTime } from '../../app/useFormatTime';
import { useDeviceStatus } from '../../data/support-hooks';
import { APP_VERSION } from '../../lib/http';
import { BackupDialog } from './BackupDialog';
import { RestoreDialog } from './RestoreDialog';
import { supportMailto } from './mail';
import './support.css';

function Action({ icon, title, hint, children }: { icon: IconName; title: string; hint: string; children: React.ReactNode }) {
  return (
    <li className="settings-row">
      <span className="settings-icon" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div className="settings-text">
        <h2>{title}</h2>
        <p className="field-hint">{hint}</p>
      </div>
      <div className="settings-action">{children}</div>
    </li>
  );
}

export default function UserSupportPage() {
  const { t } = useTranslation('support');
  const { config, info } = useApp();
  usePageTitle(config?.event?.environmentName, t('title'));
  const time = useFormatTime();
  const eventId = info?.partner ? info.event.id : null;
  const status = useDeviceStatus(eventId);
  const [open, setOpen] = useState<'backup' | 'restore' | null>(null);
  if (!info) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;

  return (
    <div className="page support-page">
      <header className="page-header">
        <div>
          <h1>{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
        </div>
      </header>

      <section className="card support-status" aria-labelledby="support-status-title" aria-busy={status === undefined}>
        <h2 id="support-status-title">{t('status.title')}</h2>
        {status === undefined ? (
          <p className="field-hint">{t('status.loading')}</p>
        ) : (
          <>
            {status && (
              <p className={`callout ${status.unsent > 0 || status.taskDocumentsWaiting > 0 ? 'callout-info' : 'callout-positive'}`} role="status">
                {status.unsent > 0
                  ? t('status.someUnsent', { count: status.unsent })
                  : status.taskDocumentsWaiting > 0
                    ? t('status.someDocuments', { count: status.taskDocumentsWaiting })
                    : t('status.allSent')}
              </p>
            )}
            <dl className="support-facts">
              {status && (
                <>
                  <div>
                    <dt>{t('status.unsent')}</dt>
                    <dd>{status.unsent}</dd>
                  </div>
                  <div>
                    <dt>{t('status.filesWaiting')}</dt>
                    <dd>{status.filesWaiting}</dd>
                  </div>
                  {status.taskDocumentsWaiting > 0 && (
                    <div>
                      <dt>{t('status.taskDocuments')}</dt>
                      <dd>{status.taskDocumentsWaiting}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('status.lastSync')}</dt>
                    <dd>{status.lastSync ? time(new Date(status.lastSync)) : t('status.never')}</dd>
                  </div>
                </>
              )}
              <div>
                <dt>{t('status.version')}</dt>
                <dd>{APP_VERSION}</dd>
              </div>
              {status?.lastError && (
                <div className="support-fact-wide">
                  <dt>{t('status.lastError')}</dt>
                  <dd className="support-error-text">{status.lastError}</dd>
                </div>
              )}
            </dl>
          </>
        )}
      </section>

      <ul className="card settings-list support-actions">
        <Action icon="download" title={t('actions.backup.title')} hint={t('actions.backup.hint')}>
          <button type="button" className="button button-primary" onClick={() => setOpen('backup')}>
            {t('actions.backup.button')}
          </button>
        </Action>
        {info.partner && (
          <Action icon="arrowUp" title={t('actions.restore.title')} hint={t('actions.restore.hint')}>
            <button type="button" className="button" onClick={() => setOpen('restore')}>
              {t('actions.restore.button')}
            </button>
          </Action>
        )}
        <Action icon="mail" title={t('actions.contact.title')} hint={t('actions.contact.hint')}>
          <a className="button" href={supportMailto(t, info)}>
            {t('actions.contact.button')}
          </a>
        </Action>
      </ul>

      {open === 'backup' && <BackupDialog info={info} onClose={() => setOpen(null)} />}
      {open === 'restore' && <RestoreDialog info={info} onClose={() => setOpen(null)} />}
    </div>
  );
}
