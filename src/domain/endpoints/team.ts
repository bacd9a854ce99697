/**
 * The exhibitor's team as its administrators keep it: members and their permissions, badges,
 * invitations (src/domain/team.ts). Online only: people are the server's to decide. Served by
 * server/team/routes.ts, called by src/features/team.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import type { Access } from '../access';
import { JOIN_METHODS, MemberBadgesInput, NewTeamMember, TeamLicence, TeamList, TeamMember, TeamMemberInput } from '../team';
import { STAFF_IMPORT_FIELDS, type StaffImportField } from '../staff-import';
import { ImportPartAnswer } from '../table-import';

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

// The exhibitor's scan licences on the team screen: each with its seats and the devices holding them.
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

export const listLicences = endpoint({ method: 'GET', path: '/api/team/licences', answer: v.object({ licences: v.array(TeamLicence) }), access: ADMIN });

/** A new login link for a licence's QR code; it works as long as the licence (its seat limit applies). */
export const licenceLink = endpoint({ method: 'POST', path: '/api/team/licences/:licenceId/link', params: v.strictObject({ licenceId: id }), answer: v.object({ url: v.string() }), access: ADMIN_PEOPLE, refusals: ['team.licenceNotFound'] });

/** A device's seat given back: it stops counting at once; the device may still send what it captured. */
export const releaseSeat = endpoint({ method: 'DELETE', path: '/api/team/licences/:licenceId/seats/:seatId', params: v.strictObject({ licenceId: id, seatId: id }), status: 204, access: ADMIN_PEOPLE, refusals: ['team.seatNotFound'] });

// The team from a spreadsheet: each row a person, checked again on the server and named by its number when refused.
const cell = v.optional(v.pipe(v.string(), v.maxLength(500)));
const ImportRow = v.strictObject({ row: v.pipe(v.number(), v.integer(), v.minValue(2)), ...(Object.fromEntries(STAFF_IMPORT_FIELDS.map((f) => [f, cell])) as Record<StaffImportField, typeof cell>) });

export const importTeam = endpoint({
  method: 'POST',
  path: '/api/team/import',
  body: v.strictObject({ rows: v.array(ImportRow), join: v.picklist(JOIN_METHODS) }),
  answer: ImportPartAnswer,
  access: ADMIN_PEOPLE,
  badBody: 'import.badRequest',
  bodyLimit: 2 * 1024 * 1024,
  refusals: ['import.fileEmpty', 'import.tooManyRows'],
});
