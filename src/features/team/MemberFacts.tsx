/**
 * Where a member stands, at the top of their panel: the registration state and who they are to
 * the user (system account, you) as chips, then connections, last login, mode and when the
 * invitation or login link was last sent.
 */
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../domain/team';
import { formatWhen, StateBadge } from './member-view';

/** The member's chips and facts; `you` is the signed-in user's member id. */
export function MemberFacts({ member, you }: { member: TeamMember; you: string | null }) {
  const { t, i18n } = useTranslation('team');
  return (
    <>
      <div className="member-badges">
        <StateBadge member={member} />
        {member.system && <span className="badge">{t('system.badge')}</span>}
        {member.id === you && <span className="badge">{t('detail.you')}</span>}
      </div>
      <dl className="member-facts">
        <div>
          <dt>{t('column.connections')}</dt>
          <dd>{member.connections}</dd>
        </div>
        <div>
          <dt>{t('column.lastLogin')}</dt>
          <dd>{member.lastLoginAt ? formatWhen(member.lastLoginAt, i18n.language) : t('detail.never')}</dd>
        </div>
        <div>
          <dt>{t('detail.mode')}</dt>
          <dd>{member.mode ? t(`mode.${member.mode}`) : '–'}</dd>
        </div>
        {member.invitedAt && (
          <div>
            <dt>{member.registrationState === 'invited' ? t('detail.invitedAt') : t('detail.linkSentAt')}</dt>
            <dd>{formatWhen(member.invitedAt, i18n.language)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
