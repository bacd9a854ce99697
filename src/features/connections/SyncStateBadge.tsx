/** A connection's (or note's) sync state, as a small labelled badge with the reason on hover. */
import { useTranslation } from 'react-i18next';
import type { ConnectionSyncState } from '../../domain/connection';

export function SyncStateBadge({ state, compact = false }: { state: ConnectionSyncState; compact?: boolean }) {
  const { t } = useTranslation('connections');
  if (state === 'completed' && compact) return null;
  return (
    <span className={`sync-badge sync-${state}`} title={t(`sync.help.${state}`)}>
      <span className="sync-dot" aria-hidden="true" />
      {t(`sync.state.${state}`)}
    </span>
  );
}
