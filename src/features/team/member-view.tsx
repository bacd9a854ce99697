/**
 * Small pieces the team list and a member's panel share: the registration state as a chip, and
 * dates in the user's language.
 */
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../domain/team';

const formats = new Map<string, Intl.DateTimeFormat>();
export function formatWhen(iso: string, language: string): string {
  let f = formats.get(language);
  if (!f) formats.set(language, (f = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })));
  return f.format(new Date(iso));
}

export function StateBadge({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  return <span className={`stage-chip member-state member-state-${member.registrationState}`}>{t(`registration.${member.registrationState}`)}</span>;
}
