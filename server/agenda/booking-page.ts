/**
 * `/book/:partnerId`: an exhibitor's public booking page: the free times of its people, booked with
 * name and e-mail and confirmed by a mailed link (`/book/confirm/:token`), which sends the request
 * to the person whose time it is; `/book/:partnerId/qr.svg` prints it for the booth. A booking
 * waiting for its confirmation holds its time for BOOKING_HOLD_MINUTES only (its link stays valid a
 * day: confirmed later, it takes the time only if still free), and a client address or an e-mail
 * address holds only a few times at once (BOOKING_HOLDS_PER_*).
 */
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { jsonSchema, type typed } from '../schemas';
import { escapeHtml, page, pageLanguage, sendPage, translator } from '../public-pages/layout';
import { hashSecret, randomSecret } from '../security';
import { addMessage, afterMeetingChange, insertConversation, markNew, notifyMembers } from '../conversations/writes';
import { nextVersion } from '../sync/apply';
import { iso } from '../connections/rows';
import { layout, mailTexts } from '../mail/templates';
import { isEmail } from '../../src/domain/validators';
import { BOOKING_MINUTES, MEETING_MESSAGE_MAX, openSegments, type OpenSegment } from '../../src/domain/conversation';
import { zonedDay } from '../../src/domain/meeting';
import type { Language } from '../../src/domain/language';
import type { ExhibitorSettings } from '../../src/domain/session';
import { icsFile, loadMeeting, newMemberLink } from './meetings';
import { meetingMail, meetingTime } from './mail';
import { CONFIRM_WITHIN_MS, FORM_RATE, LangQuery, PartnerParams, PUBLIC, TokenParams, formOf, notFound, formatDay, type Form } from './page-parts';

/** An unconfirmed booking holds its time this long (then the time is free again for others). */
export const BOOKING_HOLD_MINUTES = 15;
/** Unconfirmed bookings one client address may hold at once on one exhibitor's page. */
export const BOOKING_HOLDS_PER_CLIENT = 1;
/** Unconfirmed bookings one e-mail address may hold at once in the event (all exhibitors). */
export const BOOKING_HOLDS_PER_EMAIL = 3;

export function bookingPageRoutes(app: ReturnType<typeof typed>) {
  const base = () => app.settings.publicUrl;

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
}
