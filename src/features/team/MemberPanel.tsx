/**
 * One member: who they are, where they stand (registration, last login, connections), their
 * fields and permissions to change, the invitation or login link to send again while they have
 * not logged in, and removal, with what happens to their connections said before it happens.
 * The side panel of the team list on a desktop, the page /users/:userId on a phone; with no
 * member, the form for a new one.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../app/Dialog';
import { useNotices } from '../../app/notices/NoticeProvider';
import type { NewTeamMember, TeamMember, TeamMemberInput } from '../../domain/team';
import { MemberForm } from './MemberForm';
import { MemberBadges } from './MemberBadges';
import { MemberFacts } from './MemberFacts';
import type { Team } from './useTeam';

export function MemberPanel({
  team,
  member,
  onClose,
  onAdded,
  dismissable,
}: {
  team: Team;
  member: TeamMember | null;
  onClose: () => void;
  onAdded: (m: TeamMember) => void;
  /** Beside the list: a Close button in its header. */
  dismissable?: boolean;
}) {
  const { t } = useTranslation('team');
  const { notify } = useNotices();
  const titleId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const you = team.list?.you ?? null;
  const close = dismissable && (
    <button type="button" className="button button-small member-panel-close" onClick={onClose}>
      {t('detail.close')}
    </button>
  );

  if (!member) {
    return (
      <section className="member-panel card" aria-labelledby={titleId}>
        <header className="member-panel-header">
          <h2 id={titleId}>{t('add.title')}</h2>
          {close}
        </header>
        <p className="field-hint">{t('add.text')}</p>
        <MemberForm
          member={null}
          submitLabel={t('add.submit')}
          onCancel={onClose}
          onSubmit={async (input) => {
            const result = await team.add(input as NewTeamMember);
            if (result.ok) {
              notify({ kind: 'positive', messageKey: result.member.registrationState === 'invited' ? 'team:add.invited' : 'team:add.registered', values: { email: result.member.email ?? '' } });
              onAdded(result.member);
            }
            return result;
          }}
        />
      </section>
    );
  }

  const resend = async () => {
    setBusy(true);
    setActionError(null);
    const result = await team.resend(member.id);
    setBusy(false);
    if (result.ok) notify({ kind: 'positive', messageKey: 'team:detail.resent', values: { email: member.email ?? '' } });
    else setActionError(result.error);
  };
  const remove = async () => {
    setBusy(true);
    const result = await team.remove(member.id);
    setBusy(false);
    setConfirmDelete(false);
    if (result.ok) {
      notify({ kind: 'positive', messageKey: 'team:detail.removed', values: { name: `${member.firstName} ${member.lastName}` } });
      onClose();
    } else setActionError(result.error);
  };
  const name = `${member.firstName} ${member.lastName}`.trim();
  const locked = member.system;

  return (
    <section className="member-panel card" aria-labelledby={titleId}>
      <header className="member-panel-header">
        <span className="avatar" aria-hidden="true">
          {(member.firstName[0] ?? member.lastName[0] ?? '?').toUpperCase()}
        </span>
        <div>
          <h2 id={titleId}>{name}</h2>
          <p className="field-hint">{member.email}</p>
        </div>
        {close}
      </header>
      <MemberFacts member={member} you={you} />
      {locked && <p className="callout">{t('system.text')}</p>}
      {actionError && (
        <p className="field-error" role="alert">
          {t(actionError)}
        </p>
      )}
      {!locked && (
        <div className="button-row">
          {!member.lastLoginAt && (
            <button type="button" className="button" disabled={busy} onClick={() => void resend()}>
              {member.registrationState === 'invited' ? t('detail.resendInvite') : t('detail.resendLink')}
            </button>
          )}
          {member.id !== you && (
            <button type="button" className="button button-danger-quiet" disabled={busy} onClick={() => setConfirmDelete(true)}>
              {t('detail.remove')}
            </button>
          )}
        </div>
      )}
      <h3 className="member-section-title">{t('detail.edit')}</h3>
      <MemberForm
        key={member.id}
        member={member}
        disabled={locked}
        submitLabel={t('detail.save')}
        onSubmit={async (input) => {
          const result = await team.save(member.id, input as TeamMemberInput);
          if (result.ok) notify({ kind: 'positive', messageKey: 'team:detail.saved' });
          return result;
        }}
      />
      <MemberBadges key={`badges-${member.id}`} team={team} member={member} rights={team.list?.badges ?? []} disabled={locked} />
      <ConfirmDialog
        open={confirmDelete}
        title={t('remove.title', { name })}
        confirmLabel={t('remove.confirm')}
        busy={busy}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      >
        <p>{t('remove.text', { count: member.connections, name })}</p>
        <p>{t('remove.sessions')}</p>
      </ConfirmDialog>
    </section>
  );
}
