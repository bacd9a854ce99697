/**
 * Meetings outside the app, and the programme for the agenda:
 * - `GET /api/agenda/activities`: the organiser's programme of the caller's event;
 * - `GET /api/meetings/:conversationId/ics`: a meeting the caller may read, as an .ics file;
 * - `POST /api/calendar/feed`: a new address of the caller's personal calendar feed (the one
 *   before stops working), and `GET /calendar/:token`: the feed itself, for calendar programs;
 * - `/m/:token`: the page a visitor or guest reaches from a meeting's mail: the meeting, and
 *   accept, decline, cancel, propose another time or take a proposed one;
 * - `/book/:partnerId`: an exhibitor's public booking page: the free times of its people, booked
 *   with name and e-mail and confirmed by a mailed link (`/book/confirm/:token`), which sends the
 *   request to the person whose time it is; `/book/:partnerId/qr.svg` prints it for the booth.
 *   A booking waiting for its confirmation holds its time for BOOKING_HOLD_MINUTES only (its link
 *   stays valid a day: confirmed later, it takes the time only if still free), and a client
 *   address or an e-mail address holds only a few times at once (BOOKING_HOLDS_PER_*).
 * Public pages are server-rendered, without script, in six languages (server/public-pages).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import QRCode from 'qrcode';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { callerOf } from '../auth/access';
import { jsonSchema, typed } from '../schemas';
import { escapeHtml, page, pageLanguage, sendPage, translator } from '../public-pages/layout';
import { hashSecret, randomSecret } from '../security';
import { readableConversation } from '../conversations/visibility';
import { addMessage, afterMeetingChange, insertConversation, markNew, notifyMembers } from '../conversations/writes';
import { nextVersion } from '../sync/apply';
import { iso } from '../connections/rows';
import { layout, mailTexts } from '../mail/templates';
import { isEmail } from '../../src/domain/validators';
import { BOOKING_MINUTES, MEETING_MESSAGE_MAX, MESSAGE_MAX, isRefusal, meetingStep, openSegments, type MeetingAction, type OpenSegment } from '../../src/domain/conversation';
import { MEETING_DURATIONS_MINUTES, nextHalfHour, validateMeetingTimes, zonedDay } from '../../src/domain/meeting';
import { zonedWallToIso, isoToZonedWall } from '../../src/domain/zoned-time';
import type { Language } from '../../src/domain/language';
import type { ExhibitorSettings } from '../../src/domain/session';
import { actAsMember, icsFile, icsOf, linkOf, loadMeeting, newMemberLink, type LoadedMeeting } from './meetings';
import { calendarFeed } from './ics';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/agenda';
import { answerContact, loadContact, type LoadedContact } from './contacts';
import { replyAsMember, threadSection } from './visitor-messages';
import { meetingMail, meetingTime } from './mail';

const PUBLIC = { public: true } as const;
const FORM_RATE = { max: 20, timeWindow: '1 minute' } as const;
const ConversationParams = v.object({ conversationId: v.pipe(v.string(), v.maxLength(200)) });
const TokenParams = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });
const PartnerParams = v.object({ partnerId: v.pipe(v.string(), v.maxLength(200)) });
const LangQuery = v.object({ lang: v.optional(v.string()) });
/** A meeting's page: in a language, with the form to propose a time open, or just booked. */
const MeetingPageQuery = v.object({ lang: v.optional(v.string()), propose: v.optional(v.pipe(v.string(), v.maxLength(10))), booked: v.optional(v.pipe(v.string(), v.maxLength(10))) });
/** A booking request's link is valid this long. */
const CONFIRM_WITHIN_MS = 24 * 3_600_000;
/** An unconfirmed booking holds its time this long (then the time is free again for others). */
export const BOOKING_HOLD_MINUTES = 15;
/** Unconfirmed bookings one client address may hold at once on one exhibitor's page. */
export const BOOKING_HOLDS_PER_CLIENT = 1;
/** Unconfirmed bookings one e-mail address may hold at once in the event (all exhibitors). */
export const BOOKING_HOLDS_PER_EMAIL = 3;

type Form = Record<string, string | undefined>;

/**
 * The posted form's fields. The pages post url-encoded texts; a body that is no such form (JSON
 * with lists, numbers or objects the pages never send) keeps only its texts, so a field is a
 * string or missing, never something a handler would fail on.
 */
function formOf(body: unknown): Form {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export const agendaRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  // The public pages' forms post url-encoded fields.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const base = () => app.settings.publicUrl;

  app.get(
    '/api/meetings/:conversationId/ics',
    { config: { access: { modes: ['partner', 'staff'], setting: 'conversation' } }, schema: { params: jsonSchema(ConversationParams) } },
    async (req, reply) => {
      const caller = callerOf(req);
      const readable = await readableConversation(app.db, caller, req.params.conversationId);
      const m = readable && (await loadMeeting(app.db, readable.id));
      if (!m) return reply.status(404).send({ error: 'notFound' });
      const file = icsFile(m, `${base()}/agenda/${m.id}`);
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${file.name}"`).header('cache-control', 'no-store').send(file.content);
    },
  );

  serve(app, endpoints.activities, async (_, req) => {
    const rows = await app.db.selectFrom('event_activities').selectAll().where('event_id', '=', callerOf(req).event.id).orderBy('starts_at').limit(1000).execute();
    return { activities: rows.map((r) => ({ id: r.id, eventId: r.event_id, title: r.title, startsAt: iso(r.starts_at), endsAt: iso(r.ends_at), location: r.location, description: r.description })) };
  });

  serve(app, endpoints.newCalendarFeed, async (_, req) => {
    const caller = callerOf(req);
    if (!caller.user || caller.isSystem) return refused(403, 'conversation.noPerson');
    const token = randomSecret();
    await app.db.updateTable('users').set({ calendar_token_hash: hashSecret(token) }).where('id', '=', caller.user.id).execute();
    return { url: `${base()}/calendar/${token}.ics` };
  });

  app.get('/calendar/:token', { config: { access: PUBLIC, rateLimit: FORM_RATE }, schema: { params: jsonSchema(TokenParams) } }, async (req, reply) => {
    const token = req.params.token.replace(/\.ics$/, '');
    const user = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await app.db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('calendar_token_hash', '=', hashSecret(token)).executeTakeFirst() : undefined;
    if (!user) return reply.status(404).send({ error: 'notFound' });
    const ids = await app.db
      .selectFrom('conversation_members as m')
      .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
      .select('cv.id')
      .where('m.user_id', '=', user.id)
      .where('cv.kind', '=', 'meeting')
      .orderBy('cv.starts_at')
      .limit(2000)
      .execute();
    const meetings: LoadedMeeting[] = [];
    for (const { id } of ids) {
      const m = await loadMeeting(app.db, id);
      if (m) meetings.push(m);
    }
    const name = `${user.first_name} ${user.last_name}`.trim();
    const feed = calendarFeed(meetings[0] ? `${name} · ${meetings[0].eventName}` : name, meetings.map((m) => icsOf(m, `${base()}/agenda/${m.id}`)));
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(feed);
  });

  // ---------------------------------------------------------------------------------------------
  // A member's page, from a meeting's mail.

  const notFound = (req: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguage(req);
    const t = translator(language);
    return sendPage(reply, page({ language, title: t('notFound.title'), path: req.url.split('?')[0]!, body: `<main class="in" id="main"><div class="card"><div class="body"><h1>${escapeHtml(t('notFound.title'))}</h1><p>${escapeHtml(t('notFound.text'))}</p></div></div></main>`, noindex: true }), 404);
  };

  /** `proposing`: the form to propose another time is open (with what was entered, when it was refused). */
  const memberPage = (req: FastifyRequest, token: string, m: LoadedMeeting, memberId: string, notice: { text: string; bad?: boolean } | null, proposing: boolean | Form, thread = '') => {
    const entered: Form = typeof proposing === 'object' ? proposing : {};
    const language = pageLanguage(req);
    const t = translator(language);
    const me = m.members.find((x) => x.memberId === memberId);
    const open = m.state === 'invited' || m.state === 'accepted';
    const when = meetingTime(m, m.startsAt, m.endsAt, language);
    const facts = [
      [t('meeting.when'), when],
      [t('meeting.type'), t(`meeting.types.${m.type}`)],
      ...(m.location ? [[t('meeting.where'), m.location]] : []),
      [t('meeting.who'), m.members.map((x) => `${x.name}${x.memberId === memberId ? ` (${t('meeting.you')})` : ''} – ${x.role === 'organizer' ? t('meeting.organizer') : t(`meeting.response.${x.response}`)}`).join('\n')],
      ...(m.message ? [[t('meeting.message'), m.message]] : []),
    ];
    const action = (name: MeetingAction, label: string, quiet = false) =>
      `<button class="btn${quiet ? ' quiet' : ''}" type="submit" name="action" value="${name}">${escapeHtml(label)}</button>`;
    // What the state machine lets this member do now (src/domain/conversation.ts, meetingStep):
    // a pending proposal of another member is accepted or turned down first (no 'Accept' of the
    // old time beside it); a member's own proposal waits for the others; a meeting that is off
    // offers nothing.
    const proposed = open ? m.proposed : null;
    const mine = !!proposed && proposed.by === memberId;
    const can = (name: MeetingAction) => open && !!me && !isRefusal(meetingStep(m, memberId, name, name === 'propose' ? { startsAt: m.startsAt, endsAt: m.endsAt } : undefined));
    const buttons: string[] = [];
    if (proposed && !mine && can('acceptTime')) buttons.push(action('acceptTime', t('meeting.acceptTime')), action('declineTime', t('meeting.declineTime'), true));
    if (!proposed && me?.response !== 'accepted' && can('accept')) buttons.push(action('accept', t('meeting.accept')));
    if (me?.response !== 'declined' && can('decline')) buttons.push(action('decline', t('meeting.decline'), true));
    if (can('cancel')) buttons.push(action('cancel', t('meeting.cancel'), true));
    const path = `/m/${token}`;
    const q = `?lang=${language}`;
    const proposal = proposed
      ? `<p class="notice">${escapeHtml(
          mine
            ? t('meeting.proposedByYou', { time: meetingTime(m, proposed.startsAt, proposed.endsAt, language) })
            : t('meeting.proposed', { name: m.members.find((x) => x.memberId === proposed.by)?.name ?? '', time: meetingTime(m, proposed.startsAt, proposed.endsAt, language) }),
        )}</p>`
      : '';
    // Only the show's days still to come (in its zone); the day and time first offered are the
    // meeting's while it is still to come, else the next half hour of today (as in the app).
    const today = zonedDay(Date.now(), m.timeZone);
    const days = showDays(m.eventStartsAt, m.eventEndsAt, m.timeZone).filter((d) => d >= today);
    const meetingDay = zonedDay(m.startsAt, m.timeZone);
    const firstDay = entered.day && days.includes(entered.day) ? entered.day : days.includes(meetingDay) ? meetingDay : (days[0] ?? today);
    const firstTime = /^\d{2}:\d{2}$/.test(entered.time ?? '')
      ? entered.time!
      : Date.parse(m.startsAt) > Date.now()
        ? isoToZonedWall(m.startsAt, m.timeZone).slice(11, 16)
        : firstDay === today
          ? nextHalfHour(m.timeZone)
          : '10:00';
    const proposeForm =
      can('propose') && proposing && days.length
        ? `<form method="post" action="${path}${q}" class="card" style="margin-top:16px"><div class="body">
<h2 style="margin-top:0">${escapeHtml(t('meeting.proposeTitle'))}</h2>
<input type="hidden" name="action" value="propose">
<div class="row">
<div class="field"><label for="day">${escapeHtml(t('meeting.day'))}</label><select id="day" name="day">${days.map((d) => `<option value="${d}"${d === firstDay ? ' selected' : ''}>${escapeHtml(formatDay(d, language))}</option>`).join('')}</select></div>
<div class="field"><label for="time">${escapeHtml(t('meeting.start'))}</label><input id="time" name="time" type="time" step="300" required value="${escapeHtml(firstTime)}"></div>
<div class="field"><label for="duration">${escapeHtml(t('meeting.duration'))}</label><select id="duration" name="duration">${MEETING_DURATIONS_MINUTES.map((d) => `<option value="${d}"${d === (Number(entered.duration) || 30) ? ' selected' : ''}>${escapeHtml(t('meeting.minutes', { count: d }))}</option>`).join('')}</select></div>
</div>
<p class="meta" style="color:#4b5866;font-size:14px;margin:0">${escapeHtml(t('meeting.zone', { zone: m.timeZone }))}</p>
<div class="field" style="margin-top:14px"><label for="proposal-message">${escapeHtml(t('meeting.proposalMessage'))}</label><textarea id="proposal-message" name="message" rows="3" maxlength="${MESSAGE_MAX}">${escapeHtml(entered.message ?? '')}</textarea></div>
<div class="actions"><button class="btn" type="submit">${escapeHtml(t('meeting.sendProposal'))}</button><a class="btn quiet" href="${path}${q}">${escapeHtml(t('meeting.back'))}</a></div>
</div></form>`
        : '';
    const body = `<header class="top"><div class="in"><span>${escapeHtml(m.partnerName)}</span><span class="event">${escapeHtml(m.eventName)}</span></div></header>
<main class="in" id="main"><article class="card"><div class="body">
<p class="kind">${escapeHtml(t('meeting.kind'))}</p>
<h1>${escapeHtml(me && !me.staff && me.role === 'organizer' ? t('booking.title', { company: m.partnerName }) : m.subject || m.partnerName)}</h1>
<p><span class="state ${m.state}">${escapeHtml(t(`meeting.state.${m.state}`))}</span></p>
${notice ? `<p class="notice${notice.bad ? ' bad' : ''}" role="${notice.bad ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>` : ''}
<dl class="facts">${facts.map(([k, val]) => `<dt>${escapeHtml(k!)}</dt><dd>${escapeHtml(val!)}</dd>`).join('')}</dl>
${proposal}
${buttons.length ? `<form method="post" action="${path}${q}" class="actions">${buttons.join('')}</form>` : ''}
${open ? `<div class="actions">${can('propose') && !proposing && days.length ? `<a class="btn quiet" href="${path}${q}&amp;propose=1">${escapeHtml(t(mine ? 'meeting.proposeOther' : 'meeting.propose'))}</a>` : ''}<a class="btn quiet" href="${path}/meeting.ics">${escapeHtml(t('meeting.addToCalendar'))}</a></div>` : ''}
</div></article>${proposeForm}${thread}</main>`;
    return page({ language, title: `${m.subject || m.partnerName} · ${m.partnerName}`, path, body, theme: { application: m.applicationColor }, noindex: true });
  };

  /** A connection request's page for the visitor it asks. */
  const contactPage = (req: FastifyRequest, token: string, c: LoadedContact, notice: { text: string; bad?: boolean } | null, thread = '') => {
    const language = pageLanguage(req);
    const t = translator(language);
    const values = { name: c.requester.name, company: c.partnerName, event: c.eventName };
    const answered = c.visitor.response !== 'invited';
    const body = `<header class="top"><div class="in"><span>${escapeHtml(c.partnerName)}</span><span class="event">${escapeHtml(c.eventName)}</span></div></header>
<main class="in" id="main"><article class="card"><div class="body">
<p class="kind">${escapeHtml(t('connection.kind'))}</p>
<h1>${escapeHtml(t('connection.title', values))}</h1>
<p class="lead">${escapeHtml(t('connection.intro', values))}</p>
${c.message ? `<dl class="facts"><dt>${escapeHtml(t('meeting.message'))}</dt><dd>${escapeHtml(c.message)}</dd></dl>` : ''}
${notice ? `<p class="notice${notice.bad ? ' bad' : ''}" role="${notice.bad ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>` : ''}
${answered && !notice ? `<p class="notice" role="status">${escapeHtml(t(`connection.${c.visitor.response}`, values))}</p>` : ''}
${answered ? '' : `<form method="post" action="/m/${escapeHtml(token)}?lang=${language}" class="actions"><button class="btn" type="submit" name="action" value="acceptConnection">${escapeHtml(t('connection.accept'))}</button><button class="btn quiet" type="submit" name="action" value="declineConnection">${escapeHtml(t('connection.decline'))}</button></form>`}
<p style="color:#4b5866;font-size:14px">${escapeHtml(t('connection.privacy', values))}</p>
</div></article>${thread}</main>`;
    return page({ language, title: t('connection.title', values), path: `/m/${token}`, body, theme: { application: c.applicationColor }, noindex: true });
  };

  /** A member's page of any conversation: a meeting, a connection request or a chat, with its latest messages and a reply form. */
  /**
   * `booked`: the booker arrives from confirming their booking. While it waits for an answer the
   * page says the request was sent; once agreed, that it is agreed (issue #29: the "sent" text
   * stayed after the meeting was agreed); once off, the state says so and nothing more.
   */
  const conversationPage = async (req: FastifyRequest, token: string, link: { conversationId: string; memberId: string }, notice: { text: string; bad?: boolean } | null, threadNotice: string | null, proposing = false, booked = false): Promise<string | null> => {
    const language = pageLanguage(req);
    const thread = await threadSection(app.db, link.conversationId, link.memberId, token, language, threadNotice);
    const m = await loadMeeting(app.db, link.conversationId);
    if (m && booked && !notice) {
      const t = translator(language);
      const text = m.state === 'invited' ? t('booking.sent') : m.state === 'accepted' ? t('booking.agreed', { company: m.partnerName, time: meetingTime(m, m.startsAt, m.endsAt, language) }) : null;
      return memberPage(req, token, m, link.memberId, text ? { text } : null, proposing, thread);
    }
    if (m) return memberPage(req, token, m, link.memberId, notice, proposing, thread);
    const contact = await loadContact(app.db, link.conversationId);
    if (contact) return contactPage(req, token, contact, notice, thread);
    const chat = await app.db
      .selectFrom('conversations as cv')
      .innerJoin('partners as p', 'p.id', 'cv.partner_id')
      .innerJoin('events as e', 'e.id', 'cv.event_id')
      .select(['cv.subject', 'p.name as company', 'e.name as event', 'e.application_color'])
      .where('cv.id', '=', link.conversationId)
      .executeTakeFirst();
    if (!chat) return null;
    const t = translator(language);
    const title = chat.subject || t('thread.with', { company: chat.company });
    const body = `<header class="top"><div class="in"><span>${escapeHtml(chat.company)}</span><span class="event">${escapeHtml(chat.event)}</span></div></header>
<main class="in" id="main"><h1>${escapeHtml(title)}</h1>${notice ? `<p class="notice${notice.bad ? ' bad' : ''}" role="alert">${escapeHtml(notice.text)}</p>` : ''}${thread}</main>`;
    return page({ language, title, path: `/m/${token}`, body, theme: { application: chat.application_color }, noindex: true });
  };

  app.get('/m/:token', { config: { access: PUBLIC }, schema: { params: jsonSchema(TokenParams), querystring: jsonSchema(MeetingPageQuery) } }, async (req, reply) => {
    const link = await linkOf(app.db, req.params.token);
    if (!link) return notFound(req, reply);
    const page = await conversationPage(req, req.params.token, link, null, null, req.query.propose === '1', req.query.booked === '1');
    return page ? sendPage(reply, page, 200, { form: true, private: true }) : notFound(req, reply);
  });

  app.get('/m/:token/meeting.ics', { config: { access: PUBLIC }, schema: { params: jsonSchema(TokenParams) } }, async (req, reply) => {
    const link = await linkOf(app.db, req.params.token);
    const m = link && (await loadMeeting(app.db, link.conversationId));
    if (!link || !m) return notFound(req, reply);
    const file = icsFile(m, `${base()}/m/${req.params.token}`);
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${file.name}"`).header('cache-control', 'no-store').send(file.content);
  });

  app.post('/m/:token', { config: { access: PUBLIC, rateLimit: FORM_RATE }, schema: { params: jsonSchema(TokenParams) } }, async (req, reply) => {
    const language = pageLanguage(req);
    const t = translator(language);
    const link = await linkOf(app.db, req.params.token);
    const form = formOf(req.body);
    const action = form.action;
    if (link && action === 'reply') {
      const ok = await replyAsMember(app, link.conversationId, link.memberId, form.body ?? '');
      const html = await conversationPage(req, req.params.token, link, ok ? null : { text: t('thread.bodyRequired'), bad: true }, ok ? t('thread.sent') : null);
      return html ? sendPage(reply, html, ok ? 200 : 400, { form: true, private: true }) : notFound(req, reply);
    }
    const contact = link ? await loadContact(app.db, link.conversationId) : null;
    if (link && contact) {
      if (action !== 'acceptConnection' && action !== 'declineConnection') return sendPage(reply, contactPage(req, req.params.token, contact, { text: t('meeting.badRequest'), bad: true }), 400, { form: true, private: true });
      const answered = await answerContact(app, link.conversationId, link.memberId, action === 'acceptConnection');
      if (!answered) return notFound(req, reply);
      if (answered === 'answered') return sendPage(reply, contactPage(req, req.params.token, contact, { text: t('connection.already') }), 409, { form: true, private: true });
      return sendPage(reply, contactPage(req, req.params.token, answered, { text: t(`connection.${answered.visitor.response}`, { name: contact.requester.name, company: contact.partnerName, event: contact.eventName }) }), 200, { form: true, private: true });
    }
    const before = link && (await loadMeeting(app.db, link.conversationId));
    if (!link || !before) return notFound(req, reply);
    // Every answer shows the whole page again, its messages too.
    const thread = () => threadSection(app.db, link.conversationId, link.memberId, req.params.token, language, null);
    if (!action || !['accept', 'decline', 'cancel', 'propose', 'acceptTime', 'declineTime'].includes(action)) {
      return sendPage(reply, memberPage(req, req.params.token, before, link.memberId, { text: t('meeting.badRequest'), bad: true }, false, await thread()), 400, { form: true, private: true });
    }
    let time: { startsAt: string; endsAt: string } | undefined;
    if (action === 'propose') {
      const startsAt = /^\d{4}-\d{2}-\d{2}$/.test(form.day ?? '') && /^\d{2}:\d{2}$/.test(form.time ?? '') ? zonedWallToIso(`${form.day}T${form.time}`, before.timeZone) : null;
      const minutes = Number(form.duration);
      const endsAt = startsAt && (MEETING_DURATIONS_MINUTES as readonly number[]).includes(minutes) ? new Date(Date.parse(startsAt) + minutes * 60_000).toISOString() : null;
      // A time of the show that is still to come; nothing is stored otherwise.
      const message = (form.message ?? '').trim();
      const wrong =
        message.length > MESSAGE_MAX || message.includes('\u0000')
          ? 'meeting.messageTooLong'
          : !startsAt || !endsAt || validateMeetingTimes(startsAt, endsAt)
          ? 'meeting.badTime'
          : !showDays(before.eventStartsAt, before.eventEndsAt, before.timeZone).includes(zonedDay(startsAt, before.timeZone))
            ? 'meeting.outsideShow'
            : proposalInPast(startsAt, Date.now())
              ? 'meeting.pastTime'
              : null;
      if (wrong || !startsAt || !endsAt) {
        return sendPage(reply, memberPage(req, req.params.token, before, link.memberId, { text: t(wrong ?? 'meeting.badTime'), bad: true }, form, await thread()), 400, { form: true, private: true });
      }
      time = { startsAt, endsAt };
    }
    const result = await actAsMember(app, link.conversationId, link.memberId, action as MeetingAction, time);
    if (!result.ok) {
      const now = (await loadMeeting(app.db, link.conversationId)) ?? before;
      return sendPage(reply, memberPage(req, req.params.token, now, link.memberId, { text: t(`meeting.refused.${result.reason.replace('meeting.', '')}`), bad: true }, false, await thread()), 409, { form: true, private: true });
    }
    // The message sent with a proposal follows its line in the meeting's conversation, as in the app.
    const note = action === 'propose' ? (form.message ?? '').trim() : '';
    if (note) await replyAsMember(app, link.conversationId, link.memberId, note);
    return sendPage(reply, memberPage(req, req.params.token, result.meeting, link.memberId, { text: t(`meeting.done.${action}`) }, false, await thread()), 200, { form: true, private: true });
  });

  // ---------------------------------------------------------------------------------------------
  // The public booking page.

  /** The exhibitor, if its booking page is open (conversations on). */
  const exhibitorOf = (partnerId: string) =>
    app.db
      .selectFrom('partners as p')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .select(['p.id', 'p.name', 'p.settings', 'p.event_id', 'e.name as event_name', 'e.timezone', 'e.starts_at', 'e.ends_at', 'e.application_color'])
      .where('p.id', '=', partnerId)
      .executeTakeFirst()
      .then((p) => (p && (p.settings as ExhibitorSettings).conversation ? p : null));

  /** The free times of the exhibitor's people now (onsite, and online where that is on). */
  const freeTimes = async (partnerId: string, online: boolean, db: Kysely<DB> = app.db): Promise<OpenSegment[]> => {
    const now = new Date();
    const slots = await db
      .selectFrom('timeslots as s')
      .innerJoin('staff as st', (j) => j.onRef('st.user_id', '=', 's.user_id').onRef('st.partner_id', '=', 's.partner_id'))
      .select(['s.user_id', 's.kind', 's.starts_at', 's.ends_at'])
      .where('s.partner_id', '=', partnerId)
      .where('s.deleted', '=', false)
      .where('s.ends_at', '>', now)
      .execute();
    const users = [...new Set(slots.map((s) => s.user_id))];
    if (!users.length) return [];
    const busy = await sql<{ user_id: string; starts_at: Date; ends_at: Date }>`
      select m.user_id, cv.starts_at, cv.ends_at from conversation_members m join conversations cv on cv.id = m.conversation_id
      where m.user_id = any(${users}::text[]) and cv.kind = 'meeting' and cv.state in ('invited', 'accepted') and cv.ends_at > ${now} and m.response <> 'declined'
      union all
      select b.user_id, b.starts_at, b.ends_at from booking_requests b
      where b.user_id = any(${users}::text[]) and b.conversation_id is null and b.held_until > ${now}`.execute(db);
    return openSegments(
      slots.filter((s) => online || s.kind === 'onsite').map((s) => ({ userId: s.user_id, kind: s.kind, startsAt: iso(s.starts_at), endsAt: iso(s.ends_at) })),
      busy.rows.map((b) => ({ userId: b.user_id, startsAt: iso(b.starts_at), endsAt: iso(b.ends_at) })),
      now.getTime(),
    );
  };

  type Exhibitor = NonNullable<Awaited<ReturnType<typeof exhibitorOf>>>;
  const slotValue = (s: OpenSegment) => `${s.startsAt}|${s.kind}`;

  const bookingPage = (req: FastifyRequest, p: Exhibitor, segments: OpenSegment[], values: Form, errors: Record<string, string>, done: boolean) => {
    const language = pageLanguage(req);
    const t = translator(language);
    const path = `/book/${p.id}`;
    const q = `?lang=${language}`;
    const err = (key: string) => (errors[key] ? `<p class="error" id="${key}-error">${escapeHtml(t(errors[key]!, { email: values.email ?? '', minutes: BOOKING_HOLD_MINUTES }))}</p>` : '');
    const invalid = (key: string) => (errors[key] ? ` aria-invalid="true" aria-describedby="${key}-error"` : '');
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: p.timezone });
    const byDay = new Map<string, OpenSegment[]>();
    for (const s of segments) {
      const d = zonedDay(s.startsAt, p.timezone);
      byDay.set(d, [...(byDay.get(d) ?? []), s]);
    }
    let content: string;
    if (done) {
      content = `<p class="notice" role="status">${escapeHtml(t('booking.checkMail', { email: values.email ?? '' }))} ${escapeHtml(t('booking.heldFor', { minutes: BOOKING_HOLD_MINUTES }))}</p>`;
    } else if (!segments.length) {
      content = `<p class="notice">${escapeHtml(t('booking.none'))}</p>`;
    } else {
      const groups = [...byDay]
        .map(
          ([d, list]) => `<h3 class="day">${escapeHtml(formatDay(d, language))}</h3><ul>${list
            .map((s) => {
              const id = `s-${Date.parse(s.startsAt)}-${s.kind}`;
              const checked = values.slot === slotValue(s) ? ' checked' : '';
              return `<li><label for="${id}"><input type="radio" id="${id}" name="slot" value="${escapeHtml(slotValue(s))}"${checked} required><span><span class="t">${escapeHtml(time.format(new Date(s.startsAt)))}</span><span class="k">${escapeHtml(t(`booking.kind.${s.kind}`))}</span></span></label></li>`;
            })
            .join('')}</ul>`,
        )
        .join('');
      content = `${errors.form ? `<p class="notice bad" role="alert" id="form-error">${escapeHtml(t(errors.form, { email: values.email ?? '', minutes: BOOKING_HOLD_MINUTES }))}</p>` : ''}<form method="post" action="${path}${q}" novalidate>
<fieldset class="slots"${errors.slot ? ' aria-describedby="slot-error"' : ''}><legend class="legend">${escapeHtml(t('booking.chooseTime', { minutes: BOOKING_MINUTES, zone: p.timezone }))}</legend>${groups}${err('slot')}</fieldset>
<div class="field"><label for="name">${escapeHtml(t('booking.name'))}</label><input id="name" name="name" autocomplete="name" maxlength="100" value="${escapeHtml(values.name ?? '')}"${invalid('name')}>${err('name')}</div>
<div class="field"><label for="email">${escapeHtml(t('booking.email'))}</label><input id="email" name="email" type="email" autocomplete="email" maxlength="200" value="${escapeHtml(values.email ?? '')}"${invalid('email')}>${err('email')}</div>
<div class="field"><label for="message">${escapeHtml(t('booking.message'))}</label><textarea id="message" name="message" rows="3" maxlength="${MEETING_MESSAGE_MAX}">${escapeHtml(values.message ?? '')}</textarea></div>
<p style="color:#4b5866;font-size:14px">${escapeHtml(t('booking.holdNote', { minutes: BOOKING_HOLD_MINUTES }))} ${escapeHtml(t('booking.privacy', { company: p.name }))}</p>
<div class="actions"><button class="btn" type="submit">${escapeHtml(t('booking.submit'))}</button></div>
</form>`;
    }
    const body = `<header class="top"><div class="in"><span>${escapeHtml(p.name)}</span><span class="event">${escapeHtml(p.event_name)}</span></div></header>
<main class="in" id="main"><article class="card"><div class="body">
<p class="kind">${escapeHtml(t('booking.kindLabel'))}</p>
<h1>${escapeHtml(t('booking.title', { company: p.name }))}</h1>
<p class="lead">${escapeHtml(t('booking.lead', { company: p.name, event: p.event_name }))}</p>
${content}
</div></article></main>`;
    return page({ language, title: t('booking.title', { company: p.name }), description: t('booking.lead', { company: p.name, event: p.event_name }), path, body, theme: { application: p.application_color } });
  };

  app.get('/book/:partnerId', { config: { access: PUBLIC }, schema: { params: jsonSchema(PartnerParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const p = await exhibitorOf(req.params.partnerId);
    if (!p) return notFound(req, reply);
    const segments = await freeTimes(p.id, (p.settings as ExhibitorSettings).online);
    return sendPage(reply, bookingPage(req, p, segments, {}, {}, false), 200, { form: true, private: true });
  });

  app.get('/book/:partnerId/qr.svg', { config: { access: PUBLIC }, schema: { params: jsonSchema(PartnerParams) } }, async (req, reply) => {
    const p = await exhibitorOf(req.params.partnerId);
    if (!p) return reply.status(404).send({ error: 'notFound' });
    const svg = await QRCode.toString(`${base()}/book/${p.id}`, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  app.post('/book/:partnerId', { config: { access: PUBLIC, rateLimit: FORM_RATE }, schema: { params: jsonSchema(PartnerParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const p = await exhibitorOf(req.params.partnerId);
    if (!p) return notFound(req, reply);
    const language = pageLanguage(req);
    const form = formOf(req.body);
    const values: Form = { slot: form.slot?.slice(0, 100), name: (form.name ?? '').trim().slice(0, 100), email: (form.email ?? '').trim().slice(0, 200), message: (form.message ?? '').trim().slice(0, MEETING_MESSAGE_MAX) };
    const online = (p.settings as ExhibitorSettings).online;
    const refuse = async (errors: Record<string, string>, status: number) => sendPage(reply, bookingPage(req, p, await freeTimes(p.id, online), values, errors, false), status, { form: true, private: true });
    const errors: Record<string, string> = {};
    if (!values.slot) errors.slot = 'booking.slotRequired';
    if (!values.name) errors.name = 'booking.nameRequired';
    if (!values.email || !isEmail(values.email)) errors.email = 'booking.emailInvalid';
    if (Object.keys(errors).length) return refuse(errors, 400);
    const client = req.ip;
    const email = values.email!.toLowerCase();
    const token = randomSecret();
    // One booking at a time per exhibitor: the time chosen and the holds counted are those of now.
    const outcome = await app.db.transaction().execute(async (tx): Promise<{ errors: Record<string, string>; status: number } | { chosen: OpenSegment }> => {
      await tx.selectFrom('partners').select('id').where('id', '=', p.id).forUpdate().execute();
      const now = new Date();
      const chosen = (await freeTimes(p.id, online, tx)).find((s) => slotValue(s) === values.slot);
      if (!chosen) return { errors: { slot: 'booking.slotGone' }, status: 400 };
      const byClient = await tx
        .selectFrom('booking_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('partner_id', '=', p.id)
        .where('client_address', '=', client)
        .where('conversation_id', 'is', null)
        .where('held_until', '>', now)
        .executeTakeFirstOrThrow();
      if (Number(byClient.n) >= BOOKING_HOLDS_PER_CLIENT) return { errors: { form: 'booking.holdsPerClient' }, status: 429 };
      const byEmail = await tx
        .selectFrom('booking_requests as b')
        .innerJoin('partners as bp', 'bp.id', 'b.partner_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('bp.event_id', '=', p.event_id)
        .where(sql<boolean>`lower(b.email) = ${email}`)
        .where('b.conversation_id', 'is', null)
        .where('b.held_until', '>', now)
        .executeTakeFirstOrThrow();
      if (Number(byEmail.n) >= BOOKING_HOLDS_PER_EMAIL) return { errors: { email: 'booking.holdsPerEmail' }, status: 429 };
      await tx
        .insertInto('booking_requests')
        .values({
          id: crypto.randomUUID(),
          partner_id: p.id,
          user_id: chosen.userId,
          meeting_type: chosen.kind,
          starts_at: chosen.startsAt,
          ends_at: chosen.endsAt,
          name: values.name!,
          email: values.email!,
          message: values.message ?? '',
          language,
          token_hash: hashSecret(token),
          expires_at: new Date(now.getTime() + CONFIRM_WITHIN_MS),
          held_until: new Date(now.getTime() + BOOKING_HOLD_MINUTES * 60_000),
          client_address: client,
        })
        .execute();
      // Requests never confirmed go once their link has expired.
      await tx.deleteFrom('booking_requests').where('partner_id', '=', p.id).where('conversation_id', 'is', null).where('expires_at', '<', now).execute();
      return { chosen };
    });
    if ('errors' in outcome) return refuse(outcome.errors, outcome.status);
    const { chosen } = outcome;
    const tr = mailTexts(language);
    const url = `${base()}/book/confirm/${token}?lang=${language}`;
    const when = meetingTime({ timeZone: p.timezone }, chosen.startsAt, chosen.endsAt, language);
    const mailValues = { company: p.name, event: p.event_name, time: when };
    const intro = `${tr('booking.intro', mailValues)} ${tr('booking.held', { minutes: BOOKING_HOLD_MINUTES })}`;
    await app.messenger.sendMail({
      to: values.email!,
      subject: tr('booking.subject', mailValues),
      text: [intro, '', `${tr('booking.button')}: ${url}`, '', tr('booking.expiry', { minutes: BOOKING_HOLD_MINUTES })].join('\n'),
      html: layout({ title: tr('booking.subject', mailValues), intro, action: { label: tr('booking.button'), url }, notes: [tr('booking.expiry', { minutes: BOOKING_HOLD_MINUTES })] }),
    });
    return sendPage(reply, bookingPage(req, p, [], values, {}, true), 200, { form: true, private: true });
  });

  /** A booking request waiting for its confirmation, by the token of its link. */
  const requestOf = (token: string) =>
    /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? app.db
          .selectFrom('booking_requests as b')
          .innerJoin('partners as p', 'p.id', 'b.partner_id')
          .innerJoin('events as e', 'e.id', 'p.event_id')
          .selectAll('b')
          .select(['p.name as company', 'p.event_id', 'e.name as event_name', 'e.timezone', 'e.application_color'])
          .where('b.token_hash', '=', hashSecret(token))
          .executeTakeFirst()
      : Promise.resolve(undefined);

  /**
   * Whether the time of a request whose hold is over is still free for its staff member: within
   * one of their timeslots, still ahead, and no meeting or other booking's hold over it.
   */
  const stillFree = async (db: Kysely<DB>, b: { id: string; partner_id: string; user_id: string; meeting_type: 'online' | 'onsite'; starts_at: Date; ends_at: Date }) => {
    const now = new Date();
    if (b.starts_at.getTime() <= now.getTime()) return false;
    const slot = await db
      .selectFrom('timeslots')
      .select('id')
      .where('partner_id', '=', b.partner_id)
      .where('user_id', '=', b.user_id)
      .where('kind', '=', b.meeting_type)
      .where('deleted', '=', false)
      .where('starts_at', '<=', b.starts_at)
      .where('ends_at', '>=', b.ends_at)
      .executeTakeFirst();
    if (!slot) return false;
    const busy = await sql<{ one: number }>`
      select 1 as one from conversation_members m join conversations cv on cv.id = m.conversation_id
      where m.user_id = ${b.user_id} and cv.kind = 'meeting' and cv.state in ('invited', 'accepted') and m.response <> 'declined' and cv.starts_at < ${b.ends_at} and cv.ends_at > ${b.starts_at}
      union all
      select 1 as one from booking_requests o
      where o.user_id = ${b.user_id} and o.id <> ${b.id} and o.conversation_id is null and o.held_until > ${now} and o.starts_at < ${b.ends_at} and o.ends_at > ${b.starts_at}
      limit 1`.execute(db);
    return busy.rows.length === 0;
  };

  const confirmPage = (req: FastifyRequest, token: string, b: NonNullable<Awaited<ReturnType<typeof requestOf>>>, notice: { text: string; bad?: boolean } | null, form: boolean, bookAgain = false) => {
    const language = pageLanguage(req);
    const t = translator(language);
    const when = meetingTime({ timeZone: b.timezone }, iso(b.starts_at), iso(b.ends_at), language);
    const body = `<header class="top"><div class="in"><span>${escapeHtml(b.company)}</span><span class="event">${escapeHtml(b.event_name)}</span></div></header>
<main class="in" id="main"><article class="card"><div class="body">
<p class="kind">${escapeHtml(t('booking.kindLabel'))}</p>
<h1>${escapeHtml(t('booking.confirmTitle', { company: b.company }))}</h1>
<dl class="facts"><dt>${escapeHtml(t('meeting.when'))}</dt><dd>${escapeHtml(when)}</dd><dt>${escapeHtml(t('meeting.type'))}</dt><dd>${escapeHtml(t(`meeting.types.${b.meeting_type}`))}</dd><dt>${escapeHtml(t('booking.name'))}</dt><dd>${escapeHtml(b.name)}</dd></dl>
${notice ? `<p class="notice${notice.bad ? ' bad' : ''}" role="${notice.bad ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>` : ''}
${form ? `<form method="post" action="/book/confirm/${escapeHtml(token)}?lang=${language}" class="actions"><button class="btn" type="submit">${escapeHtml(t('booking.confirm'))}</button></form>` : ''}
${b.conversation_id ? `<form method="post" action="/book/confirm/${escapeHtml(token)}?lang=${language}" class="actions"><button class="btn" type="submit">${escapeHtml(t('booking.openMeeting'))}</button></form>` : ''}
${bookAgain ? `<div class="actions"><a class="btn" href="/book/${escapeHtml(b.partner_id)}?lang=${language}">${escapeHtml(t('booking.chooseAnother'))}</a></div>` : ''}
</div></article></main>`;
    return page({ language, title: t('booking.confirmTitle', { company: b.company }), path: `/book/confirm/${token}`, body, theme: { application: b.application_color }, noindex: true });
  };

  app.get('/book/confirm/:token', { config: { access: PUBLIC }, schema: { params: jsonSchema(TokenParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const b = await requestOf(req.params.token);
    if (!b) return notFound(req, reply);
    const t = translator(pageLanguage(req));
    if (b.conversation_id) return sendPage(reply, confirmPage(req, req.params.token, b, { text: t('booking.alreadyConfirmed') }, false), 200, { form: true, private: true });
    if (b.expires_at.getTime() < Date.now()) return sendPage(reply, confirmPage(req, req.params.token, b, { text: t('booking.expired'), bad: true }, false), 410, { form: true, private: true });
    // Confirming is a POST: a mail scanner that opens the link does not confirm.
    const holdOver = b.held_until.getTime() <= Date.now() ? { text: t('booking.holdOver', { minutes: BOOKING_HOLD_MINUTES }) } : null;
    return sendPage(reply, confirmPage(req, req.params.token, b, holdOver, true), 200, { form: true, private: true });
  });

  /** The visitor or guest who booked a meeting (its organizer, not one of the exhibitor's people). */
  const bookerOf = (conversationId: string) =>
    app.db.selectFrom('conversation_members').select('member_id').where('conversation_id', '=', conversationId).where('role', '=', 'organizer').where('staff', '=', false).executeTakeFirst();

  app.post('/book/confirm/:token', { config: { access: PUBLIC, rateLimit: FORM_RATE }, schema: { params: jsonSchema(TokenParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const b = await requestOf(req.params.token);
    if (!b) return notFound(req, reply);
    const language: Language = pageLanguage(req);
    const t = translator(language);
    // Once confirmed, the button opens the meeting it became, with a fresh link of the booker's.
    const toMeeting = async (conversationId: string) => {
      const booker = await bookerOf(conversationId);
      if (!booker) return sendPage(reply, confirmPage(req, req.params.token, b, { text: t('booking.alreadyConfirmed') }, false), 200, { form: true, private: true });
      return reply.redirect(`/m/${await newMemberLink(app.db, conversationId, booker.member_id)}?lang=${language}`, 303);
    };
    if (b.conversation_id) return toMeeting(b.conversation_id);
    if (b.expires_at.getTime() < Date.now()) return sendPage(reply, confirmPage(req, req.params.token, b, { text: t('booking.expired'), bad: true }, false), 410, { form: true, private: true });
    const made = await app.db.transaction().execute(async (tx) => {
      // The exhibitor's lock first, as a new booking takes it: the time checked stays free until this commits.
      await tx.selectFrom('partners').select('id').where('id', '=', b.partner_id).forUpdate().execute();
      // One confirmation per request, even when the button is pressed twice.
      const locked = await tx.selectFrom('booking_requests').select(['conversation_id', 'held_until']).where('id', '=', b.id).forUpdate().executeTakeFirst();
      if (!locked || locked.conversation_id) return null;
      // Confirmed after its hold: the time is the booker's only if nobody took it meanwhile.
      if (locked.held_until.getTime() <= Date.now() && !(await stillFree(tx, b))) return 'taken' as const;
      const staff = await tx.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).where('id', '=', b.user_id).executeTakeFirstOrThrow();
      // A visitor of the event with this address is that visitor; anyone else is a guest.
      const visitor = await tx.selectFrom('users').select('id').where('event_id', '=', b.event_id).where(sql<boolean>`lower(email) = lower(${b.email})`).where('id', 'not in', tx.selectFrom('staff').select('user_id')).executeTakeFirst();
      const guestId = visitor?.id ?? `g:${crypto.randomUUID()}`;
      const id = crypto.randomUUID();
      const version = await nextVersion(tx, b.partner_id);
      const startsAt = iso(b.starts_at);
      await insertConversation(tx, version, {
        id,
        partnerId: b.partner_id,
        eventId: b.event_id,
        kind: 'meeting',
        company: true,
        subject: t('booking.subjectFor', { name: b.name }),
        createdBy: guestId,
        createdAt: new Date().toISOString(),
        members: [
          { memberId: guestId, userId: visitor?.id ?? null, staff: false, name: b.name, email: b.email, role: 'organizer', response: 'accepted' },
          { memberId: staff.id, userId: staff.id, staff: true, name: `${staff.first_name} ${staff.last_name}`.trim(), email: staff.email, role: 'participant', response: 'invited' },
        ],
        meeting: { type: b.meeting_type, startsAt, endsAt: iso(b.ends_at), location: '', message: b.message },
      });
      await addMessage(tx, version, { id: crypto.randomUUID(), conversationId: id, partnerId: b.partner_id, authorId: guestId, authorName: b.name, type: 'invited', body: '', createdAt: new Date().toISOString() });
      await markNew(tx, version, b.partner_id, id, null);
      await notifyMembers(tx, version, b.partner_id, id, 'invited', null);
      await afterMeetingChange(tx, { conversationId: id, kind: 'invited', actor: guestId, state: 'invited', startsAt, sequence: 0 });
      await tx.updateTable('booking_requests').set({ conversation_id: id }).where('id', '=', b.id).execute();
      return { id, guestId };
    });
    if (!made) {
      const now = await requestOf(req.params.token);
      return now?.conversation_id ? toMeeting(now.conversation_id) : notFound(req, reply);
    }
    if (made === 'taken') return sendPage(reply, confirmPage(req, req.params.token, b, { text: t('booking.taken'), bad: true }, false, true), 409, { form: true, private: true });
    app.changes.emit('partner', b.partner_id);
    // The booker follows the request on the meeting's own page from now on, and gets its link by
    // mail too: the page must not live only in this browser tab.
    const meeting = await loadMeeting(app.db, made.id);
    if (meeting) {
      const url = `${base()}/m/${await newMemberLink(app.db, made.id, made.guestId)}?lang=${b.language}`;
      try {
        await app.messenger.sendMail(meetingMail({ to: b.email, language: b.language, kind: 'requestSent', meeting, actorName: b.name, url, ics: icsFile(meeting, url) }));
      } catch (err) {
        // The request stands; the page below carries the link as well.
        req.log.warn({ err }, 'the mail of a sent booking request failed');
      }
    }
    const link = await newMemberLink(app.db, made.id, made.guestId);
    return reply.redirect(`/m/${link}?lang=${language}&booked=1`, 303);
  });
};

/** The show's days ('YYYY-MM-DD') in its zone. */
function showDays(startsAt: string, endsAt: string, zone: string): string[] {
  const days: string[] = [];
  const last = zonedDay(endsAt, zone);
  for (let day = zonedDay(startsAt, zone), i = 0; day <= last && i < 60; i++) {
    days.push(day);
    const next = new Date(`${day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return days;
}

function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A proposed time is refused when it starts before now (a few minutes of clock difference allowed). */
function proposalInPast(startsAt: string, now: number): boolean {
  return Date.parse(startsAt) < now - 5 * 60_000;
}
