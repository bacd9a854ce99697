/**
 * A connection's (or note's, answer's, content choice's) sync state, as a small labelled badge
 * with help on hover. When the server refused it, its reason (an i18n key such as 'note.empty')
 * is spelled out next to the badge, so phones, which have no hover, show it too.
 */
import { useTranslation } from 'react-i18next';
import type { ConnectionSyncState } from '../../domain/connection';

export function SyncStateBadge({ state, reason, compact = false }: { state: ConnectionSyncState; reason?: string | null; compact?: boolean }) {
  const { t } = useTranslation('connections');
  if (state === 'completed' && compact) return null;
  const refused = state !== 'completed' && state !== 'pending' && state !== 'modified';
  const why = refused && reason ? t(`sync.reason.${reason}`, { defaultValue: t(`sync.help.${state}`) }) : null;
  return (
    <>
      <span className={`sync-badge sync-${state}`} title={why ?? t(`sync.help.${state}`)}>
        <span className="sync-dot" aria-hidden="true" />
        {t(`sync.state.${state}`)}
      </span>
      {why && !compact && <span className="sync-reason">{why}</span>}
    </>
  );
}
