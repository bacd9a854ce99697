/**
 * The team as the server has it (online only: people and their permissions are the server's to
 * decide), and the changes an administrator makes. Each change answers with the member as now
 * stored, which replaces the old entry; a refusal comes back as the translated reason.
 */
import { reportedByApp } from '../../lib/http';
import type { MemberBadgesInput, NewTeamMember, TeamList, TeamMember, TeamMemberInput } from '../../domain/team';
import { addMember, changeMember, listTeam, removeMember, resendLink, setMemberBadges } from '../../domain/endpoints/team';
import { callAs, invalidate, updateAnswer, useAnswer } from '../../ui/remote/queries';
import { failureOf, refusalCode } from '../../ui/remote/messages';

/** A refused change: the reason's i18n key, null when the app has already said it (a 5xx: reportedByApp). */
export type SaveResult = { ok: true; member: TeamMember } | { ok: false; error: string | null; fields: Record<string, string> };

/**
 * The i18n key for a failed request: the server's reason, or why it could not be asked. The
 * requests are quiet about refusals (4xx), which the screens explain, not about the server's own
 * failures (5xx): the app reacts to those.
 */
export function failureKey(err: unknown): { error: string; fields: Record<string, string> } {
  const code = refusalCode(err);
  const failure = failureOf(err, 'team');
  return code.startsWith('import.') ? { ...failure, error: `common:${code}` } : failure;
}

export function useTeam() {
  const answer = useAnswer(listTeam, {});
  const list = answer.data ?? null;
  const loadError = answer.error ? failureKey(answer.error).error : null;
  const reload = () => answer.refetch();
  /** The list as it is now, changed in the cache (every screen showing the team sees it). */
  const update = (change: (l: TeamList) => TeamList) => updateAnswer(listTeam, {}, change);

  const replace = (member: TeamMember) => update((l) => ({ ...l, members: l.members.some((m) => m.id === member.id) ? l.members.map((m) => (m.id === member.id ? member : m)) : [...l.members, member] }));

  const run = async (work: () => Promise<TeamMember>): Promise<SaveResult> => {
    try {
      const member = await work();
      replace(member);
      return { ok: true, member };
    } catch (err) {
      return { ok: false, ...failureKey(err), ...(reportedByApp(err) ? { error: null } : {}) };
    }
  };

  return {
    list,
    loadError,
    reload,
    add: (input: NewTeamMember) => run(() => callAs(addMember, { body: input })),
    save: (id: string, input: TeamMemberInput) => run(() => callAs(changeMember, { params: { userId: id }, body: input })),
    /** A member's badge and complimentary badges; the exhibitor's badge figures are asked again after it. */
    setBadges: async (id: string, input: MemberBadgesInput): Promise<SaveResult> => {
      const result = await run(() => callAs(setMemberBadges, { params: { userId: id }, body: input }));
      if (result.ok) void invalidate(listTeam);
      return result;
    },
    resend: (id: string) => run(() => callAs(resendLink, { params: { userId: id } })),
    remove: async (id: string): Promise<{ ok: true } | { ok: false; error: string | null }> => {
      try {
        await callAs(removeMember, { params: { userId: id } });
        update((l) => ({ ...l, members: l.members.filter((m) => m.id !== id) }));
        return { ok: true };
      } catch (err) {
        return { ok: false, error: reportedByApp(err) ? null : failureKey(err).error };
      }
    },
  };
}

export type Team = ReturnType<typeof useTeam>;
