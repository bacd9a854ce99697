/** A row's sync state, when it is not simply saved: waiting to be sent, or refused with why. */
import { useTranslation } from 'react-i18next';
import type { ConnectionSyncState } from '../../domain/connection';

export function SyncNote({ state, reason }: { state: ConnectionSyncState; reason?: string | null }) {
  const { t } = useTranslation('agenda');
  if (state === 'completed') return null;
  if (state === 'pending') return <span className="sync-note sync-note-pending">{t('sync.pending')}</span>;
  return (
    <span className="sync-note sync-note-refused" role="status">
      {t('sync.refused', { reason: t(reason ? `reason.${reason}` : `sync.outcome.${state}`, { defaultValue: t('sync.outcome.invalid') }) })}
    </span>
  );
}
