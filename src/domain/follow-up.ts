/**
 * The follow-up e-mail (#13): after the booth, the visitor gets a mail with what the staff member
 * chose on the connection's content tab (links to the public pages and their files), written from
 * the exhibitor's template in the visitor's language, sent when the staff member says so or in one
 * batch at the end of the show day, with an unsubscribe link. The request is a mutation (it waits
 * in the outbox offline); the server sends each request once and the connection shows the outcome.
 */
import * as v from 'valibot';
import { LANGUAGES } from './language';

export const FOLLOW_UP_MODES = ['now', 'endOfDay'] as const;
export type FollowUpMode = (typeof FOLLOW_UP_MODES)[number];

/**
 * scheduled: waiting to be sent (now, or at the day's batch); sending: being sent; sent; failed:
 * the mail server refused it (never sent twice: the staff member may ask again); noAddress: the
 * visitor's e-mail address is unknown to the exhibitor; unsubscribed: the visitor asked for no more.
 */
export const FOLLOW_UP_STATES = ['scheduled', 'sending', 'sent', 'failed', 'noAddress', 'unsubscribed'] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];

/** What a follow-up carried (or will): an item's name and its page. */
export const FollowUpItem = v.object({ name: v.string(), url: v.string() });
export type FollowUpItem = v.InferOutput<typeof FollowUpItem>;

/** A connection's follow-up e-mail, as devices keep it. */
export const FollowUpRow = v.object({
  id: v.string(),
  connectionId: v.string(),
  mode: v.picklist(FOLLOW_UP_MODES),
  language: v.string(),
  state: v.picklist(FOLLOW_UP_STATES),
  sendAt: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
  items: v.array(FollowUpItem),
  requestedByName: v.string(),
  requestedAt: v.string(),
  version: v.number(),
});
export type FollowUpRow = v.InferOutput<typeof FollowUpRow>;

export const FOLLOW_UP_SUBJECT_MAX = 200;
export const FOLLOW_UP_BODY_MAX = 5000;
/** The placeholders a template may use. */
export const FOLLOW_UP_PLACEHOLDERS = ['name', 'company', 'event', 'sender'] as const;

export const FollowUpTemplateInput = v.strictObject({
  subject: v.pipe(v.string(), v.trim(), v.minLength(1, 'followUp.subjectRequired'), v.maxLength(FOLLOW_UP_SUBJECT_MAX, 'followUp.subjectTooLong')),
  body: v.pipe(v.string(), v.trim(), v.minLength(1, 'followUp.bodyRequired'), v.maxLength(FOLLOW_UP_BODY_MAX, 'followUp.bodyTooLong')),
});
export type FollowUpTemplateInput = v.InferOutput<typeof FollowUpTemplateInput>;

export const FollowUpSettingsInput = v.strictObject({
  batchAt: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'followUp.timeInvalid')),
});

export const FollowUpLanguageParams = v.strictObject({ language: v.picklist(LANGUAGES) });

export const FollowUpPreviewInput = v.strictObject({
  language: v.picklist(LANGUAGES),
  subject: v.pipe(v.string(), v.maxLength(FOLLOW_UP_SUBJECT_MAX)),
  body: v.pipe(v.string(), v.maxLength(FOLLOW_UP_BODY_MAX)),
});

/** The exhibitor's templates as the editor shows them: each language, and whether it is the exhibitor's own or the default text. */
export const FollowUpTemplates = v.object({
  templates: v.record(v.string(), v.object({ subject: v.string(), body: v.string(), custom: v.boolean() })),
  batchAt: v.string(),
  timezone: v.string(),
});
export type FollowUpTemplates = v.InferOutput<typeof FollowUpTemplates>;

/** `{{name}}` and the other placeholders filled in; unknown ones are left as they are. */
export function fillTemplate(text: string, values: Partial<Record<(typeof FOLLOW_UP_PLACEHOLDERS)[number], string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, key: string) => (key in values ? (values[key as keyof typeof values] ?? '') : all));
}

/** The time-zone offset of `zone` at `at`, in minutes (positive east of UTC). */
function offsetMinutes(zone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * When a follow-up asked for 'at the end of the day' at `now` goes out: today's batch time in the
 * event's time zone, or at once when today's batch has passed (the show day is over).
 */
export function endOfDaySendAt(now: Date, timezone: string, batchAt: string): Date {
  const [h, m] = batchAt.split(':').map(Number) as [number, number];
  const local = new Date(now.getTime() + offsetMinutes(timezone, now) * 60_000);
  const guess = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), h, m);
  // The wall-clock time in the zone, back to UTC (with the offset at that moment, for DST days).
  const at = new Date(guess - offsetMinutes(timezone, new Date(guess)) * 60_000);
  return at.getTime() > now.getTime() ? at : now;
}
