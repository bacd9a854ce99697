/**
 * Mails about a meeting, in the recipient's language, with its time in the event's time zone and
 * the .ics attached (METHOD:REQUEST while it stands, CANCEL once it is off) so calendar programs
 * follow along: asked for, changed, another time proposed, cancelled, and the reminder.
 */
import type { OutgoingMail } from '../mail/mailer';
import { layout, mailTexts } from '../mail/templates';
import type { LoadedMeeting } from './meeting-types';

/**
 * What a mail says happened: asked for, accepted, declined (the meeting off, or one of several
 * participants out), cancelled, a new time proposed or accepted, the booker's own request sent,
 * the reminder; 'updated' when nothing more precise is known.
 */
export type MeetingMailKindAll = 'invited' | 'updated' | 'accepted' | 'declined' | 'memberDeclined' | 'proposed' | 'timeAccepted' | 'cancelled' | 'requestSent' | 'reminder';

/** The kinds whose mail asks for an answer; the others open the meeting. */
const ANSWERING: ReadonlySet<MeetingMailKindAll> = new Set(['invited', 'updated', 'proposed', 'memberDeclined']);

/** The meeting's time as the recipient reads it: day, start–end and the event's zone. */
export function meetingTime(m: Pick<LoadedMeeting, 'timeZone'>, startsAt: string, endsAt: string, language: string): string {
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: m.timeZone }).format(new Date(startsAt));
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: m.timeZone });
  return `${day}, ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))} (${m.timeZone})`;
}

/**
 * The meeting's subject for one recipient: its own, or for a visitor's booking (its organizer is
 * not one of the exhibitor's people, and its stored subject is in the booker's language) "Meeting
 * with <the others>" in the recipient's language.
 */
export function subjectFor(m: Pick<LoadedMeeting, 'subject' | 'partnerName' | 'members'>, recipientEmail: string, tr: (key: string, values?: Record<string, unknown>) => string): string {
  const booking = m.members.some((x) => x.role === 'organizer' && !x.staff);
  if (m.subject && !booking) return m.subject;
  const others = m.members.filter((x) => x.email?.toLowerCase() !== recipientEmail.toLowerCase()).map((x) => x.name.trim()).filter(Boolean);
  return others.length ? tr('meeting.subjectWith', { name: others.join(', ') }) : m.subject || m.partnerName;
}

export function meetingMail(options: { to: string; language: string; kind: MeetingMailKindAll; meeting: LoadedMeeting; actorName: string; url: string; ics: { name: string; content: string } }): OutgoingMail {
  const { meeting: m, kind } = options;
  const tr = mailTexts(options.language);
  const subject = subjectFor(m, options.to, tr);
  const values = { subject, company: m.partnerName, event: m.eventName, name: options.actorName || m.partnerName };
  const title = tr(`meeting.${kind}.subject`, values);
  const intro = tr(`meeting.${kind}.intro`, values);
  const facts = [
    `${tr('meeting.when')}: ${meetingTime(m, m.startsAt, m.endsAt, options.language)}`,
    `${tr('meeting.type')}: ${tr(`meeting.types.${m.type}`)}`,
    ...(m.location ? [`${tr('meeting.where')}: ${m.location}`] : []),
    `${tr('meeting.who')}: ${m.members.map((x) => x.name).filter(Boolean).join(', ')}`,
    ...(m.proposed && kind === 'proposed' ? [`${tr('meeting.newTime')}: ${meetingTime(m, m.proposed.startsAt, m.proposed.endsAt, options.language)}`] : []),
    ...(m.message ? [`${tr('meeting.message')}: ${m.message}`] : []),
  ];
  const notes = [tr('meeting.calendar'), tr('meeting.why', values)];
  const button = tr(ANSWERING.has(kind) ? 'meeting.answer' : 'meeting.open');
  const text = [intro, '', ...facts, '', `${button}: ${options.url}`, '', ...notes].join('\n');
  const html = layout({ title, intro, action: { label: button, url: options.url }, notes: [...facts, ...notes] });
  const method = m.state === 'cancelled' || m.state === 'declined' ? 'CANCEL' : 'REQUEST';
  return {
    to: options.to,
    subject: title,
    text,
    html,
    attachments: [{ filename: options.ics.name, content: Buffer.from(options.ics.content, 'utf8'), contentType: `text/calendar; method=${method}; charset=UTF-8` }],
  };
}
