/**
 * The team as the server has it (online only: people and their permissions are the server's to
 * decide), and the changes an administrator makes. Each change answers with the member as now
 * stored, which replaces the old entry; a refusal comes back as the translated reason.
 */
import { useCallback, useEffect, useState } from 'react';
import { HttpError, reportedByApp, request } from '../../lib/http';
import type { MemberBadgesInput, NewTeamMember, TeamList, TeamMember, TeamMemberInput } from '../../domain/team';

/** A refused change: the reason's i18n key, null when the app has already said it (a 5xx: reportedByApp). */
export type SaveResult = { ok: true; member: TeamMember } | { ok: false; error: string | null; fields: Record<string, string> };

/**
 * The i18n key for a failed request: the server's reason, or why it could not be asked. The
 * requests are quiet about refusals (4xx), which the screens explain, not about the server's own
 * failures (5xx): the app reacts to those.
 */
export function failureKey(err: unknown): { error: string; fields: Record<string, string> } {
  if (err instanceof HttpError) {
    if (err.code === 'offline' || err.code === 'timeout') return { error: 'common:account.needsNetwork', fields: {} };
    const body = err.body as { error?: string; fields?: Record<string, string> } | undefined;
    if (body?.fields) return { error: 'team:error.fields', fields: Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, `team:error.${v.replace(/^team\./, '')}`])) };
    if (body?.error?.startsWith('team.')) return { error: `team:error.${body.error.slice('team.'.length)}`, fields: {} };
    if (body?.error?.startsWith('import.')) return { error: `common:${body.error}`, fields: {} };
  }
  return { error: 'common:notice.somethingWentWrong', fields: {} };
}

export function useTeam() {
  const [list, setList] = useState<TeamList | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setList(await request<TeamList>('/api/team', { quiet: 'clientErrors' }));
    } catch (err) {
      setLoadError(failureKey(err).error);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const replace = (member: TeamMember) =>
    setList((l) => (l ? { ...l, members: l.members.some((m) => m.id === member.id) ? l.members.map((m) => (m.id === member.id ? member : m)) : [...l.members, member] } : l));

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
    reload: load,
    add: (input: NewTeamMember) => run(() => request<TeamMember>('/api/team', { method: 'POST', body: input, quiet: 'clientErrors' })),
    save: (id: string, input: TeamMemberInput) => run(() => request<TeamMember>(`/api/team/${encodeURIComponent(id)}`, { method: 'PUT', body: input, quiet: 'clientErrors' })),
    /** A member's badge and complimentary badges; the exhibitor's badge figures are asked again after it. */
    setBadges: async (id: string, input: MemberBadgesInput): Promise<SaveResult> => {
      const result = await run(() => request<TeamMember>(`/api/team/${encodeURIComponent(id)}/badges`, { method: 'PUT', body: input, quiet: 'clientErrors' }));
      if (result.ok) void load();
      return result;
    },
    resend: (id: string) => run(() => request<TeamMember>(`/api/team/${encodeURIComponent(id)}/resend`, { method: 'POST', quiet: 'clientErrors' })),
    remove: async (id: string): Promise<{ ok: true } | { ok: false; error: string | null }> => {
      try {
        await request(`/api/team/${encodeURIComponent(id)}`, { method: 'DELETE', quiet: 'clientErrors' });
        setList((l) => (l ? { ...l, members: l.members.filter((m) => m.id !== id) } : l));
        return { ok: true };
      } catch (err) {
        return { ok: false, error: reportedByApp(err) ? null : failureKey(err).error };
      }
    },
  };
}

export type Team = ReturnType<typeof useTeam>;
