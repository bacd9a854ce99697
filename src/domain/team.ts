/**
 * The exhibitor's team (#14, SPEC sections 3, 4 and 5): a member's fields as the administrator
 * enters them, what the team screen lists, and the rules both sides check: a valid e-mail, a phone
 * number in international format, 'contactable' only with 'public'.
 */
import * as v from 'valibot';
import { LANGUAGES } from './language';
import { PERMISSIONS, SESSION_MODES, type Permission, type SessionMode } from './session';
import { isEmail } from './validators';
import { LICENCE_TYPES } from './licence';

export const REGISTRATION_STATES = ['registering', 'invited', 'pendingConfirmation', 'registered', 'hold'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const ATTENDANCE_STATES = ['show', 'noShow'] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

/** How a new member joins: invited (they complete registration from the mail) or registered at once. */
export const JOIN_METHODS = ['invite', 'register'] as const;
export type JoinMethod = (typeof JOIN_METHODS)[number];

/** "+" and 7 to 15 digits once spaces, dots, dashes and brackets are taken out (E.164). */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}
export function isInternationalPhone(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(normalizePhone(value));
}

const name = (required: string) => v.pipe(v.string(), v.trim(), v.minLength(1, required), v.maxLength(80, 'team.nameTooLong'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'team.textTooLong')), '');

const MemberFields = {
  firstName: name('team.firstNameRequired'),
  lastName: name('team.lastNameRequired'),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.check(isEmail, 'team.emailInvalid')),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((p) => p === '' || isInternationalPhone(p), 'team.phoneInvalid'),
      v.transform((p) => (p === '' ? '' : normalizePhone(p))),
    ),
    '',
  ),
  company: optionalText(120),
  registrationType: optionalText(60),
  public: v.boolean(),
  contactable: v.boolean(),
  permissions: v.pipe(
    v.array(v.picklist(PERMISSIONS, 'team.permissionInvalid')),
    v.transform((list) => [...new Set(list)].sort()),
  ),
  attendance: v.optional(v.nullable(v.picklist(ATTENDANCE_STATES, 'team.attendanceInvalid')), null),
  language: v.picklist(LANGUAGES, 'team.languageInvalid'),
};

/** A member's fields as the administrator edits them. */
export const TeamMemberInput = v.pipe(
  v.strictObject(MemberFields),
  v.forward(
    v.check((m) => !m.contactable || m.public, 'team.contactableNeedsPublic'),
    ['contactable'],
  ),
);
export type TeamMemberInput = v.InferOutput<typeof TeamMemberInput>;

/** A new member: their fields, and whether they are invited or registered at once. */
export const NewTeamMember = v.pipe(
  v.strictObject({ ...MemberFields, join: v.picklist(JOIN_METHODS, 'team.joinInvalid') }),
  v.forward(
    v.check((m) => !m.contactable || m.public, 'team.contactableNeedsPublic'),
    ['contactable'],
  ),
);
export type NewTeamMember = v.InferOutput<typeof NewTeamMember>;

/** A member as the team screen lists them. */
export const TeamMember = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.nullable(v.string()),
  phone: v.string(),
  company: v.string(),
  registrationType: v.string(),
  public: v.boolean(),
  contactable: v.boolean(),
  permissions: v.array(v.picklist(PERMISSIONS)),
  attendance: v.nullable(v.picklist(ATTENDANCE_STATES)),
  registrationState: v.picklist(REGISTRATION_STATES),
  /** Connections this person scanned for the exhibitor. */
  connections: v.number(),
  /** Their last login on a device (ISO), or null: never. */
  lastLoginAt: v.nullable(v.string()),
  /** The mode of their latest session (staff, administrator, native app), or null. */
  mode: v.nullable(v.picklist(SESSION_MODES)),
  language: v.string(),
  /** When the latest invitation or login link was sent (ISO), while they have not logged in. */
  invitedAt: v.nullable(v.string()),
  /** Kept by the installation: shown, never changed or removed. */
  system: v.boolean(),
  /** The exhibitor's badge this member holds (a badge type), or null. */
  badgeTypeId: v.nullable(v.string()),
  /** Complimentary badges this member may hand out, and how many they have. */
  complimentaryLimit: v.number(),
  complimentaryUsed: v.number(),
});
export type TeamMember = v.InferOutput<typeof TeamMember>;

/** The exhibitor's badges of one type: free from the organiser, bought, handed out. */
export const BadgeRight = v.object({
  id: v.string(),
  name: v.string(),
  free: v.number(),
  purchased: v.number(),
  /** Free plus bought. */
  total: v.number(),
  /** Handed out (to the team, or to guests). */
  used: v.number(),
});
export type BadgeRight = v.InferOutput<typeof BadgeRight>;

export const COMPLIMENTARY_LIMIT_MAX = 1000;

/** A member's badge and their complimentary badges, as the administrator sets them. */
export const MemberBadgesInput = v.strictObject({
  badgeTypeId: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  complimentaryLimit: v.pipe(
    v.number('team.complimentaryInvalid'),
    v.integer('team.complimentaryInvalid'),
    v.minValue(0, 'team.complimentaryInvalid'),
    v.maxValue(COMPLIMENTARY_LIMIT_MAX, 'team.complimentaryInvalid'),
  ),
});
export type MemberBadgesInput = v.InferOutput<typeof MemberBadgesInput>;

export const TeamList = v.object({
  members: v.array(TeamMember),
  /** The exhibitor's badge rights, by badge type. */
  badges: v.array(BadgeRight),
  /** The administrator asking (they cannot remove themselves or their own admin right). */
  you: v.nullable(v.string()),
});
export type TeamList = v.InferOutput<typeof TeamList>;

export function isSessionMode(value: string): value is SessionMode {
  return (SESSION_MODES as readonly string[]).includes(value);
}

/** Sorting and filtering of the team list, shared by its phone and desktop layouts. */
export type TeamSort = 'name' | 'lastLogin' | 'connections' | 'state';
export interface TeamFilter {
  search: string;
  permission: Permission | 'none' | '';
  registration: RegistrationState | '';
  attendance: AttendanceState | 'unknown' | '';
}

export function filterTeam(members: readonly TeamMember[], filter: TeamFilter, sort: TeamSort, collator: Intl.Collator): TeamMember[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const out = members.filter((m) => {
    if (words.length) {
      const hay = `${m.firstName} ${m.lastName} ${m.email ?? ''} ${m.company} ${m.phone}`.toLowerCase();
      if (!words.every((w) => hay.includes(w))) return false;
    }
    if (filter.permission === 'none' ? m.permissions.length > 0 : filter.permission && !m.permissions.includes(filter.permission) && !m.permissions.includes('admin')) return false;
    if (filter.registration && m.registrationState !== filter.registration) return false;
    if (filter.attendance === 'unknown' ? m.attendance !== null : filter.attendance && m.attendance !== filter.attendance) return false;
    return true;
  });
  const byName = (a: TeamMember, b: TeamMember) => collator.compare(`${a.lastName} ${a.firstName}`, `${b.lastName} ${b.firstName}`);
  const compare: Record<TeamSort, (a: TeamMember, b: TeamMember) => number> = {
    name: byName,
    lastLogin: (a, b) => (b.lastLoginAt ?? '').localeCompare(a.lastLoginAt ?? '') || byName(a, b),
    connections: (a, b) => b.connections - a.connections || byName(a, b),
    state: (a, b) => REGISTRATION_STATES.indexOf(a.registrationState) - REGISTRATION_STATES.indexOf(b.registrationState) || byName(a, b),
  };
  return out.sort(compare[sort]);
}

/** A device that activated a scan licence (SPEC: partner access), as the team screen lists it. */
export const LicenceSeat = v.object({
  id: v.string(),
  /** The name and e-mail the scan user gave on the device. */
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  activatedAt: v.string(),
});
export type LicenceSeat = v.InferOutput<typeof LicenceSeat>;

/** One of the exhibitor's scan licences with the devices that hold its seats. */
export const TeamLicence = v.object({
  id: v.string(),
  code: v.string(),
  type: v.picklist(LICENCE_TYPES),
  /** Seats in all; null: unlimited. */
  total: v.nullable(v.number()),
  used: v.number(),
  seats: v.array(LicenceSeat),
});
export type TeamLicence = v.InferOutput<typeof TeamLicence>;
