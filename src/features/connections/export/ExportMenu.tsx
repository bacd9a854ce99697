/**
 * Export of the connection list as shown (search and filters applied): CSV or Excel, built in a
 * worker so the list stays responsive. For users with exportConnections. Columns empty for every
 * exported connection are left out unless 'Include empty columns' is ticked (kept on the device).
 * Each file made is recorded in the exhibitor's audit log (a recordExport write).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../app/icons';
import { useApp } from '../../../app/AppContext';
import { useNotices } from '../../../app/notices/NoticeProvider';
import { exportFileName, type ExportFormat } from '../../../domain/export';
import { buildExport, download, exportLabels } from './exportClient';
import { useEmailRequest } from './useEmailRequest';
import { useWriteContext } from '../../../app/useWriteContext';
import { recordExport } from '../../../data/mutators';

const ALL_FIELDS_KEY = 'leadstand.exportAllFields';

function storedAllFields(): boolean {
  try {
    return localStorage.getItem(ALL_FIELDS_KEY) === '1';
  } catch {
    return false;
  }
}

export function ExportMenu({ connectionIds }: { connectionIds: () => string[] }) {
  const { t, i18n } = useTranslation('connections');
  const { info } = useApp();
  const { notify } = useNotices();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [allFields, setAllFields] = useState(storedAllFields);
  const box = useRef<HTMLDivElement>(null);
  const sendByEmail = useEmailRequest();
  const ctx = useWriteContext();

  // Close on a click elsewhere or Escape, as menus do.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => !box.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function run(format: ExportFormat) {
    if (!info) return;
    setOpen(false);
    setBusy(format);
    try {
      const { blob, rows } = await buildExport({
        eventId: info.event.id,
        connectionIds: connectionIds(),
        format,
        labels: exportLabels(t),
        withContent: info.settings.content,
        eventName: info.event.name,
        timeZone: info.event.timezone,
        allFields,
        language: i18n.resolvedLanguage ?? 'en',
      });
      download(blob, exportFileName(info.event.name, format));
      // The exhibitor's audit log records every export (it waits in the outbox offline).
      if (ctx) await recordExport(ctx, { format, count: rows });
      notify({ kind: 'positive', messageKey: 'connections:export.done', values: { count: rows } });
    } catch {
      notify({ kind: 'negative', messageKey: 'connections:export.failed' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="menu-anchor" ref={box}>
      <button type="button" className="button export-button" aria-haspopup="menu" aria-expanded={open} aria-busy={!!busy} disabled={!!busy} onClick={() => setOpen(!open)}>
        <Icon name="download" size={18} />
        {/* On a phone the icon alone (the name stays for screen readers): the scan button needs the room. */}
        <span className="export-label">{busy ? t('export.preparing') : t('export.button')}</span>
      </button>
      {open && (
        <div className="menu" role="menu" aria-label={t('export.button')}>
          <button type="button" role="menuitem" onClick={() => void run('xlsx')}>
            {t('export.xlsx')}
          </button>
          <button type="button" role="menuitem" onClick={() => void run('csv')}>
            {t('export.csv')}
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              void sendByEmail(connectionIds(), 'xlsx', allFields);
            }}
          >
            {t('export.email')}
          </button>
          <button
            type="button"
            role="menuitemcheckbox"
            aria-checked={allFields}
            className="menu-check"
            onClick={() => {
              const next = !allFields;
              setAllFields(next);
              try {
                localStorage.setItem(ALL_FIELDS_KEY, next ? '1' : '0');
              } catch {
                // Private mode: for this visit only.
              }
            }}
          >
            <span className="menu-check-box" aria-hidden="true" />
            {t('export.allFields')}
          </button>
        </div>
      )}
    </div>
  );
}
