/**
 * The diagnostic backup: made when the dialog opens (what the device holds at that moment), then
 * saved as a file or sent to support (the share sheet with the file where the device has one,
 * else the file is saved and an e-mail opens that asks to attach it).
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import { useNotices } from '../../app/notices/NoticeProvider';
import { db } from '../../data/db';
import { makeBackup, restorableTaskDocuments } from '../../data/backup';
import { backupFileName } from '../../domain/backup';
import type { SessionInfo } from '../../domain/session';
import { download } from '../../lib/download';
import { APP_VERSION } from '../../lib/http';
import { supportMailto } from './mail';

interface Made {
  file: File;
  writes: number;
  files: number;
  taskDocuments: number;
}

function formatSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit ? 1 : 0 }).format(value);
}

export function BackupDialog({ info, onClose }: { info: SessionInfo; onClose: () => void }) {
  const { t, i18n } = useTranslation('support');
  const { notify } = useNotices();
  const [made, setMade] = useState<Made | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    makeBackup(db, { appVersion: APP_VERSION, userAgent: navigator.userAgent })
      .then(({ text, backup }) => {
        if (!live) return;
        const name = backupFileName(info.event.id, new Date(backup.createdAt));
        setMade({
          file: new File([text], name, { type: 'application/json' }),
          writes: backup.events.reduce((n, e) => n + e.outbox.length, 0),
          files: backup.events.reduce((n, e) => n + e.media.filter((m) => m.data !== null).length, 0),
          taskDocuments: backup.events.reduce((n, e) => n + restorableTaskDocuments(e).length, 0),
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [info.event.id, attempt]);

  const canShareFile = useMemo(() => {
    if (!made) return false;
    try {
      return typeof navigator.share === 'function' && !!navigator.canShare?.({ files: [made.file] });
    } catch {
      return false;
    }
  }, [made]);

  const save = () => {
    if (!made) return;
    download(made.file, made.file.name);
    notify({ kind: 'positive', messageKey: 'support:backup.saved', values: { name: made.file.name } });
  };

  const send = async () => {
    if (!made) return;
    if (canShareFile) {
      try {
        await navigator.share({ files: [made.file], title: t('contact.subject', { event: info.event.name, exhibitor: info.partner?.name ?? '', version: APP_VERSION }) });
        return;
      } catch (err) {
        // The user closed the share sheet: nothing to do.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    download(made.file, made.file.name);
    notify({ kind: 'info', messageKey: 'support:backup.shareFallback', values: { name: made.file.name }, timeoutMs: 10_000 });
    window.location.href = supportMailto(t, info, made.file.name);
  };

  return (
    <Dialog
      open
      title={t('backup.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button support-grow" onClick={onClose}>
            {t('common:action.close')}
          </button>
          <button type="button" className="button support-grow" disabled={!made} onClick={() => void send()}>
            {t('backup.share')}
          </button>
          <button type="button" className="button button-primary support-grow" disabled={!made} onClick={save}>
            {t('backup.save')}
          </button>
        </>
      }
    >
      {failed ? (
        <div className="callout callout-negative" role="alert">
          <p>{t('backup.failed')}</p>
          <button type="button" className="button button-small" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:action.retry')}
          </button>
        </div>
      ) : !made ? (
        <p className="support-busy" role="status" aria-busy="true">
          {t('backup.preparing')}
        </p>
      ) : (
        <>
          <p>{t('backup.lead')}</p>
          <ul className="support-summary">
            <li>{t('backup.writes', { count: made.writes })}</li>
            <li>{t('backup.files', { count: made.files })}</li>
            {made.taskDocuments > 0 && <li>{t('backup.taskDocuments', { count: made.taskDocuments })}</li>}
            <li>{t('backup.size', { size: formatSize(made.file.size, i18n.resolvedLanguage ?? 'en') })}</li>
          </ul>
          <p className="field-hint">{t('backup.noTokens')}</p>
        </>
      )}
    </Dialog>
  );
}
