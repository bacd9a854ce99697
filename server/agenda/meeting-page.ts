/**
 * `/m/:token`: the page a visitor or guest reaches from a meeting's mail (server-rendered, without
 * script, in six languages): the meeting, and accept, decline, cancel, propose another time or take
 * a proposed one; a contact request's thread, answered there.
 */
import type { FastifyRequest } from 'fastify';
import { jsonSchema, type typed } from '../schemas';
import { escapeHtml, page, pageLanguage, sendPage, translator } from '../public-pages/layout';
import { MESSAGE_MAX, isRefusal, meetingStep, type MeetingAction } from '../../src/domain/conversation';
import { MEETING_DURATIONS_MINUTES, nextHalfHour, validateMeetingTimes, zonedDay } from '../../src/domain/meeting';
import { zonedWallToIso, isoToZonedWall } from '../../src/domain/zoned-time';
import { actAsMember, icsFile, linkOf, loadMeeting, type LoadedMeeting } from './meetings';
import { answerContact, loadContact, type LoadedContact } from './contacts';
import { replyAsMember, threadSection } from './visitor-messages';
import { meetingTime } from './mail';
import { FORM_RATE, MeetingPageQuery, PUBLIC, TokenParams, formOf, notFound, proposalInPast, showDays, formatDay, type Form } from './page-parts';

export function meetingPageRoutes(app: ReturnType<typeof typed>) {
  const base = () => app.settings.publicUrl;

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
}
