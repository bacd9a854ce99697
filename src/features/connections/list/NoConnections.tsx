/**
 * What the connection list says when this device has no connections at all.
 */
import { useTranslation } from 'react-i18next';

/** 'No connections yet' (how they come), or, for someone who may neither capture nor see the team's, that and who can change it. */
export function NoConnections({ canScan, seesTeam }: { canScan: boolean; seesTeam: boolean }) {
  const { t } = useTranslation('connections');
  return (
    <section className="empty-state">
      {canScan || seesTeam ? (
        <>
          <h2>{t('list.emptyTitle')}</h2>
          <p className="lead">{canScan ? t('list.emptyScan') : t('list.emptyView')}</p>
        </>
      ) : (
        // May neither capture nor see the team's: say so, and who can change it.
        <>
          <h2>{t('list.noAccessTitle')}</h2>
          <p className="lead">{t('list.noAccess')}</p>
        </>
      )}
    </section>
  );
}
