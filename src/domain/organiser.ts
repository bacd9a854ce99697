/**
 * The organiser's console: what an organiser (the operator of a Leadstand installation) sets up for
 * a show. Shared by the console's forms and the server's routes, so both check the same rules and
 * name the same errors (translated keys under `organiser:error.*`).
 */
import * as v from 'valibot';
import { dateTime } from './date-time';
import { CONNECTION_CONTACT_FIELDS } from './connection';
import { parseColour } from './colour';
import { EventInfo } from './event';
import { ExhibitorSettings } from './session';
import { LICENCE_TYPES } from './licence';
import { LANGUAGES } from './language';
import { isEmail } from './validators';

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const isoInstant = dateTime('event.dateInvalid');
const colour = v.pipe(v.string(), v.check((s) => /^#[0-9a-fA-F]{6}$/.test(s) && parseColour(s) !== null, 'event.colourInvalid'));
const count = (max: number) => v.pipe(v.number(), v.integer('event.numberInvalid'), v.minValue(0, 'event.numberInvalid'), v.maxValue(max, 'event.numberTooLarge'));

export const VISITOR_FIELDS = CONNECTION_CONTACT_FIELDS;

/** An event as the organiser enters it (POST /api/organiser/events, PUT …/:id). */
export const EventInput = v.pipe(
  v.strictObject({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'event.nameRequired'), v.maxLength(120, 'event.nameTooLong')),
    startsAt: isoInstant,
    endsAt: isoInstant,
    timezone: v.pipe(v.string(), v.check(isTimeZone, 'event.timezoneInvalid')),
    environmentName: v.pipe(v.string(), v.trim(), v.maxLength(40, 'event.environmentTooLong')),
    applicationColor: colour,
    actionColor: colour,
    termsText: v.pipe(v.string(), v.maxLength(20_000, 'event.termsTooLong')),
    termsVersion: v.pipe(v.string(), v.trim(), v.minLength(1, 'event.termsVersionRequired'), v.maxLength(20, 'event.termsVersionTooLong')),
    questionLimit: count(200),
    productLimit: count(500),
    maxPendingChats: count(1000),
    allowAddQuestions: v.boolean(),
    retentionDays: v.pipe(v.number(), v.integer('event.numberInvalid'), v.minValue(1, 'event.numberInvalid'), v.maxValue(3650, 'event.numberTooLarge')),
    /** The visitor fields exhibitors receive with a lead; null: all of them. */
    visitorFields: v.nullable(v.array(v.picklist(VISITOR_FIELDS))),
    /** Who issues the badge shop's invoices: name, address and VAT number, one per line. */
    invoiceIssuer: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'event.invoiceIssuerTooLong'), v.check((s) => s.split('\n').length <= 8, 'event.invoiceIssuerTooLong')), ''),
  }),
  v.forward(
    v.check((e) => Date.parse(e.startsAt) < Date.parse(e.endsAt), 'event.endBeforeStart'),
    ['endsAt'],
  ),
);
export type EventInput = v.InferOutput<typeof EventInput>;

/** An event as the console lists and edits it. */
export const OrganiserEvent = v.object({
  // What the app is told about an event, and what only the organiser sets.
  ...EventInfo.entries,
  termsText: v.string(),
  termsVersion: v.string(),
  questionLimit: v.number(),
  productLimit: v.number(),
  maxPendingChats: v.number(),
  allowAddQuestions: v.boolean(),
  retentionDays: v.number(),
  visitorFields: v.nullable(v.array(v.picklist(VISITOR_FIELDS))),
  invoiceIssuer: v.string(),
  /** How many exhibitors and visitors it has (the list shows them). */
  exhibitors: v.number(),
  visitors: v.number(),
});
export type OrganiserEvent = v.InferOutput<typeof OrganiserEvent>;

/** The defaults of a new event: tomorrow for two days, in the organiser's zone. */
export function newEventDefaults(now = new Date(), timezone = 'Europe/Amsterdam'): EventInput {
  const day = 86_400_000;
  const start = new Date(Math.ceil(now.getTime() / day) * day + 8 * 3_600_000);
  return {
    name: '',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + day + 10 * 3_600_000).toISOString(),
    timezone,
    environmentName: '',
    applicationColor: '#143d59',
    actionColor: '#f4b41a',
    termsText: '',
    termsVersion: '1',
    questionLimit: 25,
    productLimit: 50,
    maxPendingChats: 20,
    allowAddQuestions: true,
    retentionDays: 365,
    visitorFields: null,
    invoiceIssuer: '',
  };
}

/** An exhibitor as the organiser enters it: its name and its 14 section switches (SPEC section 6). */
export const ExhibitorInput = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'exhibitor.nameRequired'), v.maxLength(120, 'exhibitor.nameTooLong')),
  settings: v.strictObject(ExhibitorSettings.entries),
});
export type ExhibitorInput = v.InferOutput<typeof ExhibitorInput>;

/** The exhibitor's administrator, invited by e-mail. */
export const InviteInput = v.strictObject({
  firstName: v.pipe(v.string(), v.trim(), v.minLength(1, 'invite.firstNameRequired'), v.maxLength(80, 'invite.nameTooLong')),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1, 'invite.lastNameRequired'), v.maxLength(80, 'invite.nameTooLong')),
  email: v.pipe(v.string(), v.trim(), v.check(isEmail, 'invite.emailInvalid')),
  language: v.picklist(LANGUAGES, 'invite.languageInvalid'),
});
export type InviteInput = v.InferOutput<typeof InviteInput>;

/** A scan licence for an exhibitor: its type, and a total of devices (null: unlimited). */
export const LicenceInput = v.strictObject({
  type: v.picklist(LICENCE_TYPES, 'licence.typeInvalid'),
  total: v.nullable(v.pipe(v.number(), v.integer('licence.totalInvalid'), v.minValue(1, 'licence.totalInvalid'), v.maxValue(10_000, 'licence.totalTooLarge'))),
});
export type LicenceInput = v.InferOutput<typeof LicenceInput>;

export const OrganiserExhibitor = v.object({
  id: v.string(),
  eventId: v.string(),
  name: v.string(),
  settings: ExhibitorSettings,
  /** Its administrator: invited (and when), and whether they have logged in. */
  admin: v.nullable(
    v.object({
      name: v.string(),
      email: v.nullable(v.string()),
      invitedAt: v.nullable(v.string()),
      accepted: v.boolean(),
      /** The terms they accepted: whose (the event's id) and which version; null before, or when not recorded (before 0038). */
      acceptedTerms: v.optional(v.nullable(v.object({ eventId: v.string(), version: v.string() }))),
    }),
  ),
  licences: v.array(v.object({ id: v.string(), code: v.string(), type: v.picklist(LICENCE_TYPES), total: v.nullable(v.number()), used: v.number() })),
  staff: v.number(),
});
export type OrganiserExhibitor = v.InferOutput<typeof OrganiserExhibitor>;

const ERROR_PREFIXES = ['event.', 'visitor.', 'exhibitor.', 'invite.', 'licence.', 'badgeType.', 'apiKey.', 'organiser.', 'question.', 'rating.', 'content.', 'followUp.', 'team.', 'order.', 'activity.', 'guests.'];

/** The first error of each field of a failed check, by field name ('' for the whole object). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    if (!(key in out)) out[key] = ERROR_PREFIXES.some((p) => issue.message.startsWith(p)) ? issue.message : 'event.invalid';
  }
  return out;
}

/** An organiser API key as the console lists it (the key itself is shown once, when it is made). */
export const ApiKeyInfo = v.object({
  id: v.string(),
  name: v.string(),
  prefix: v.string(),
  createdBy: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
});
export type ApiKeyInfo = v.InferOutput<typeof ApiKeyInfo>;

export const ApiKeyInput = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'apiKey.nameRequired'), v.maxLength(80, 'apiKey.nameTooLong')),
});

/** An organiser of the installation, as the console lists them (`you`: the one asking). */
export const OrganiserAccount = v.object({
  id: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  language: v.string(),
  createdAt: v.string(),
  you: v.boolean(),
});
export type OrganiserAccount = v.InferOutput<typeof OrganiserAccount>;

/** An organiser as another organiser adds or changes them. */
export const OrganiserInput = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'organiser.nameRequired'), v.maxLength(80, 'organiser.nameTooLong')),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.check(isEmail, 'organiser.emailInvalid')),
  language: v.picklist(LANGUAGES, 'organiser.languageInvalid'),
});
