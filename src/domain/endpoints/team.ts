/**
 * The exhibitor's team as its administrators keep it: members and their permissions, badges,
 * invitations (src/domain/team.ts). Online only: people are the server's to decide. Served by
 * server/team/routes.ts, called by src/features/users.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import type { Access } from '../access';
import { MemberBadgesInput, NewTeamMember, TeamList, TeamMember, TeamMemberInput } from '../team';

export const ADMIN: Access = { modes: ['partner', 'staff'], anyPermission: ['admin'] };
/** Changing the team is for people: a system user (an integration) may read it, not change it. */
export const ADMIN_PEOPLE: Access = { ...ADMIN, people: true };

const MemberParams = v.strictObject({ userId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/** The members, the exhibitor's badge rights, and who is asking. */
export const listTeam = endpoint({ method: 'GET', path: '/api/team', answer: TeamList, access: ADMIN });

/** A member added (someone the event knows joins with their account) and mailed an invitation or a welcome link. */
export const addMember = endpoint({ method: 'POST', path: '/api/team', body: NewTeamMember, answer: TeamMember, status: 201, access: ADMIN_PEOPLE, refusals: ['team.systemUser', 'team.alreadyMember'] });

export const changeMember = endpoint({
  method: 'PUT',
  path: '/api/team/:userId',
  params: MemberParams,
  body: TeamMemberInput,
  answer: TeamMember,
  access: ADMIN_PEOPLE,
  refusals: ['team.notFound', 'team.systemUser', 'team.self', 'team.emailTaken'],
});

/** A member's badge (one of the exhibitor's free or bought badges) and the complimentary badges they may hand out. */
export const setMemberBadges = endpoint({
  method: 'PUT',
  path: '/api/team/:userId/badges',
  params: MemberParams,
  body: MemberBadgesInput,
  answer: TeamMember,
  access: ADMIN_PEOPLE,
  refusals: ['team.notFound', 'team.systemUser', 'team.badgeUnknown', 'team.noBadgeLeft'],
});

/** The invitation or welcome link again, for someone who has not logged in yet. */
export const resendLink = endpoint({ method: 'POST', path: '/api/team/:userId/resend', params: MemberParams, answer: TeamMember, access: ADMIN_PEOPLE, refusals: ['team.notFound', 'team.systemUser', 'team.alreadyLoggedIn', 'team.emailInvalid'] });

/** Out of the team: their badge goes back, their unopened links stop working and their sessions end. */
export const removeMember = endpoint({ method: 'DELETE', path: '/api/team/:userId', params: MemberParams, status: 204, access: ADMIN_PEOPLE, refusals: ['team.notFound', 'team.systemUser', 'team.self'] });
