/**
 * The public registration pages (issue #16), with no login and no script (server/public-pages):
 * - `/r/:slug`: the page a registration link opens: the event, the exhibitor's invitation, the
 *   form (name, e-mail, company, the action code where codes apply, the exhibitor's questions),
 *   and the organiser's terms with their version. A valid registration waits for its
 *   confirmation (guest_confirmations) and a link is mailed (double opt-in). A second
 *   registration of the same address waits beside the first: neither overwrites the other.
 * - `/r/confirm/:token`: the mailed link; a button (a POST, so mail scanners that open links
 *   confirm nothing) registers the guest with what that registration entered, takes the action
 *   code's use (refused when the code was used up meanwhile), settles the address's other
 *   registrations and mails the badge.
 * - `/r/invite/:token`: an exhibitor's invitation by e-mail: the same form for that address,
 *   registered at once (the mailed link proved the address).
 * - `/r/:slug/qr.svg`: the link as a QR code, to print.
 * Bad input answers 400 with the page and its messages, and stores nothing.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import QRCode from 'qrcode';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { DB, PendingRegistration } from '../db/schema';
import { jsonSchema, typed } from '../schemas';
import { escapeHtml, page, pageLanguage, sendPage, translator } from '../public-pages/layout';
import { hashSecret, newId } from '../security';
import { freeBadgeCode } from '../organiser/exhibitors';
import { isEventEnded } from '../../src/domain/event';
import { nameIn } from '../../src/domain/question';
import type { Language } from '../../src/domain/language';
import type { ExhibitorSettings } from '../../src/domain/session';
import {
  checkAnswers,
  checkGuestFields,
  isActionCode,
  normalizeActionCode,
  registrationUrl,
  FORM_TEXT_MAX,
  GUEST_COMPANY_MAX,
  GUEST_NAME_MAX,
  INVITATION_SOURCE,
  type FormAnswer,
  type FormQuestion,
} from '../../src/domain/guests';
import { asRegistered, checkActionCode, formQuestions, guestContext, newConfirmation, pendingUrl, sendGuestMail, takeActionCode } from './service';

const PUBLIC = { public: true } as const;
/** Submissions from one address a minute (a family registering together fits). */
export const REGISTER_RATE = { max: 10, timeWindow: '1 minute' } as const;
const SlugParams = v.object({ slug: v.pipe(v.string(), v.maxLength(100)) });
const TokenParams = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });
const LangQuery = v.object({ lang: v.optional(v.string()) });

/** The posted form: every field with all its values (checkboxes repeat their name). */
type Posted = Record<string, string[]>;

interface Place {
  partnerId: string;
  partnerName: string;
  eventId: string;
  eventName: string;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  termsVersion: string;
  applicationColor: string;
  codesApply: boolean;
}

interface Link extends Place {
  linkId: string;
  slug: string;
  linkName: string;
  description: string;
  registrationType: string;
  codeRequired: boolean;
}

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  code: string;
  terms: boolean;
  answers: Record<string, FormAnswer>;
}

const EMPTY: Values = { firstName: '', lastName: '', email: '', company: '', code: '', terms: false, answers: {} };

/** The page's text for an error key of src/domain/guests.ts ('guests.code.usedUp', 'guests.answer.required'). */
function errorText(t: TFunction, key: string): string {
  const rest = key.replace(/^guests\./, '');
  return rest.startsWith('code.') ? t(`registrationCode.${rest.slice(5)}`) : t(`registration.${rest}`);
}

function settingsOpen(settings: unknown): { open: boolean; codes: boolean } {
  const s = settings as Partial<ExhibitorSettings>;
  return { open: !!s.invite && !!s.visitorRegistration, codes: !!s.actionCode };
}

/**
 * The posted fields as the form parser gives them: each name's texts. A body that is no form (JSON
 * the page never sends: numbers, objects, a bare list) keeps only its texts, so no field's value
 * is anything but a list of strings; names are own keys only (`__proto__`, `constructor` are plain names).
 */
function postedOf(body: unknown): Posted {
  const posted: Posted = Object.create(null) as Posted;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return posted;
  for (const [k, val] of Object.entries(body)) {
    const texts = (Array.isArray(val) ? val : [val]).filter((x): x is string => typeof x === 'string');
    if (texts.length) posted[k] = texts;
  }
  return posted;
}

function valuesOf(posted: Posted, questions: readonly FormQuestion[]): Values {
  const one = (name: string, max: number) => (posted[name]?.[0] ?? '').trim().slice(0, max + 1);
  const answers: Record<string, FormAnswer> = {};
  for (const q of questions) {
    answers[q.id] = { choices: (posted[`q_${q.id}`] ?? []).filter(Boolean).slice(0, 60), text: (posted[`q_${q.id}_text`]?.[0] ?? '').slice(0, FORM_TEXT_MAX + 1) };
  }
  return {
    firstName: one('firstName', GUEST_NAME_MAX),
    lastName: one('lastName', GUEST_NAME_MAX),
    email: one('email', 200).toLowerCase(),
    company: one('company', GUEST_COMPANY_MAX),
    code: normalizeActionCode(one('code', 60)),
    terms: posted.terms?.[0] === 'yes',
    answers,
  };
}

export const guestPublicRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 32_768 }, (_req, body, done) => {
    // No prototype: a field named __proto__ or constructor is a field like any other.
    const posted: Posted = Object.create(null) as Posted;
    for (const [k, val] of new URLSearchParams(String(body))) (posted[k] ??= []).push(val);
    done(null, posted);
  });
  const base = () => app.settings.publicUrl;

  const placeColumns = ['p.id as partner_id', 'p.name as partner_name', 'p.settings', 'e.id as event_id', 'e.name as event_name', 'e.starts_at', 'e.ends_at', 'e.timezone', 'e.terms_version', 'e.application_color'] as const;
  const placeOf = (r: { partner_id: string; partner_name: string; settings: unknown; event_id: string; event_name: string; starts_at: Date; ends_at: Date; timezone: string; terms_version: string; application_color: string }): Place => ({
    partnerId: r.partner_id,
    partnerName: r.partner_name,
    eventId: r.event_id,
    eventName: r.event_name,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    timezone: r.timezone,
    termsVersion: r.terms_version,
    applicationColor: r.application_color,
    codesApply: settingsOpen(r.settings).codes,
  });

  /** The link of `slug`, while it takes registrations (not deleted, the exhibitor's settings on). */
  async function linkOf(slug: string): Promise<Link | null> {
    const r = await app.db
      .selectFrom('registration_links as l')
      .innerJoin('partners as p', 'p.id', 'l.partner_id')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .select([...placeColumns, 'l.id', 'l.slug', 'l.name', 'l.description', 'l.registration_type', 'l.code_required'])
      .where('l.slug', '=', slug)
      .where('l.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!r || !settingsOpen(r.settings).open) return null;
    const place = placeOf(r);
    return { ...place, linkId: r.id, slug: r.slug, linkName: r.name, description: r.description, registrationType: r.registration_type, codeRequired: r.code_required && place.codesApply };
  }

  /** A guest's pending link (confirmation or invitation) by its token. */
  async function pendingOf(token: string) {
    const r = await app.db
      .selectFrom('guests as g')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .innerJoin('partners as p', 'p.id', 'g.partner_id')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .select([...placeColumns, 'g.user_id', 'g.invited_at', 'g.confirmed_at', 'g.pending_expires_at', 'u.registration_state', 'u.email', 'u.first_name', 'u.last_name', 'u.company'])
      .where('g.pending_hash', '=', hashSecret(token))
      .executeTakeFirst();
    return r ? { ...r, place: placeOf(r) } : null;
  }

  const header = (place: Place) => `<header class="top"><div class="in"><span>${escapeHtml(place.partnerName)}</span><span class="event">${escapeHtml(place.eventName)}</span></div></header>`;

  function eventDates(place: Place, language: Language): string {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: place.timezone }).formatRange(place.startsAt, place.endsAt);
  }

  function messagePage(req: FastifyRequest, reply: FastifyReply, status: number, place: Place | null, title: string, text: string, bad = false) {
    const language = pageLanguage(req);
    const t = translator(language);
    const body = `${place ? header(place) : ''}<main class="in" id="main"><article class="card"><div class="body">
<p class="kind">${escapeHtml(t('registration.kindLabel'))}</p>
<h1>${escapeHtml(title)}</h1>
<p class="notice${bad ? ' bad' : ''}" role="status">${escapeHtml(text)}</p>
</div></article></main>`;
    return sendPage(reply, page({ language, title, path: req.url.split('?')[0]!, body, theme: { application: place?.applicationColor }, noindex: true }), status, { private: true });
  }

  const notFound = (req: FastifyRequest, reply: FastifyReply) => {
    const t = translator(pageLanguage(req));
    return messagePage(req, reply, 404, null, t('registration.notFoundTitle'), t('registration.notFound'), true);
  };
  const closed = (req: FastifyRequest, reply: FastifyReply, place: Place) => {
    const t = translator(pageLanguage(req));
    return messagePage(req, reply, 410, place, t('registration.closedTitle'), t('registration.closed', { event: place.eventName }), true);
  };

  function questionField(q: FormQuestion, value: FormAnswer | undefined, error: string | undefined, t: TFunction, language: Language, focus = false): string {
    const id = `q_${q.id}`;
    const autofocus = focus ? ' autofocus' : '';
    const label = escapeHtml(nameIn(q, language)) + (q.required ? ` <span aria-hidden="true">*</span>` : '');
    const required = q.required ? ' required aria-required="true"' : '';
    const describedBy = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    const err = error ? `<p class="error" id="${id}-error">${escapeHtml(errorText(t, error))}</p>` : '';
    const chosen = new Set(value?.choices ?? []);
    const text = escapeHtml(value?.text ?? '');
    if (q.type === 'open') {
      return `<div class="field"><label for="${id}">${label}</label><textarea id="${id}" name="${id}_text" rows="3" maxlength="${FORM_TEXT_MAX}"${required}${describedBy}${autofocus}>${text}</textarea>${err}</div>`;
    }
    const other = q.allowOther
      ? `<div class="field other"><label for="${id}-other">${escapeHtml(t('registration.other'))}</label><input id="${id}-other" name="${id}_text" maxlength="${FORM_TEXT_MAX}" value="${text}"></div>`
      : '';
    if (q.type === 'dropdown') {
      const options = q.options.map((o) => `<option value="${escapeHtml(o.id)}"${chosen.has(o.id) ? ' selected' : ''}>${escapeHtml(nameIn(o, language))}</option>`).join('');
      return `<div class="field"><label for="${id}">${label}</label><select id="${id}" name="${id}"${q.required && !q.allowOther ? required : ''}${describedBy}${autofocus}><option value="">${escapeHtml(t('registration.choose'))}</option>${options}</select>${err}</div>${other}`;
    }
    const type = q.type === 'checkbox' ? 'checkbox' : 'radio';
    const items = q.options
      .map((o, i) => `<li><label for="${id}-${i}"><input type="${type}" id="${id}-${i}" name="${id}" value="${escapeHtml(o.id)}"${chosen.has(o.id) ? ' checked' : ''}${type === 'radio' && q.required && !q.allowOther && i === 0 ? ' required' : ''}${i === 0 ? autofocus : ''}><span>${escapeHtml(nameIn(o, language))}</span></label></li>`)
      .join('');
    return `<fieldset class="choices"${describedBy}><legend class="legend">${label}</legend><ul>${items}</ul>${other}${err}</fieldset>`;
  }

  interface FormPage {
    place: Place;
    path: string;
    title: string;
    lead: string;
    questions: FormQuestion[];
    values: Values;
    errors: Record<string, string>;
    /** The address is the invitation's: shown, not asked. */
    fixedEmail?: string;
    codeField: 'none' | 'optional' | 'required';
    notice?: { text: string; bad?: boolean };
  }

  function formPage(req: FastifyRequest, f: FormPage): string {
    const language = pageLanguage(req);
    const t = translator(language);
    const err = (name: string) => (f.errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errorText(t, f.errors[name]!))}</p>` : '');
    // Sent back with errors: the keyboard starts on the first field to correct (no script needed).
    const first = ['firstName', 'lastName', 'email', 'company', 'code', ...f.questions.map((q) => q.id), 'terms'].find((name) => f.errors[name]);
    const invalid = (name: string) => (f.errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"${name === first ? ' autofocus' : ''}` : '');
    const input = (name: keyof Values, label: string, attrs: string, required: boolean) =>
      `<div class="field"><label for="${name}">${escapeHtml(label)}${required ? ' <span aria-hidden="true">*</span>' : ''}</label><input id="${name}" name="${name}" ${attrs} value="${escapeHtml(String(f.values[name] ?? ''))}"${required ? ' required' : ''}${invalid(name)}>${err(name)}</div>`;
    const errorCount = Object.keys(f.errors).length;
    const summary = errorCount ? `<p class="notice bad" role="alert" id="problems">${escapeHtml(t('registration.problems', { count: errorCount }))}</p>` : '';
    const code =
      f.codeField === 'none'
        ? ''
        : input('code', f.codeField === 'required' ? t('registration.code') : t('registration.codeOptional'), 'autocomplete="off" autocapitalize="characters" maxlength="40" spellcheck="false"', f.codeField === 'required');
    const email = f.fixedEmail
      ? `<div class="field"><span class="legend">${escapeHtml(t('registration.email'))}</span><p style="margin:0">${escapeHtml(f.fixedEmail)}</p></div>`
      : input('email', t('registration.email'), 'type="email" autocomplete="email" maxlength="200"', true);
    const termsUrl = `/terms/${encodeURIComponent(f.place.eventId)}?lang=${language}`;
    const form = `<form method="post" action="${escapeHtml(f.path)}?lang=${language}" novalidate>
${summary}
<p style="color:#4b5866;font-size:14px;margin:20px 0 14px">${escapeHtml(t('registration.requiredNote'))}</p>
<div class="row">${input('firstName', t('registration.firstName'), `autocomplete="given-name" maxlength="${GUEST_NAME_MAX}"`, true)}${input('lastName', t('registration.lastName'), `autocomplete="family-name" maxlength="${GUEST_NAME_MAX}"`, true)}</div>
${email}
${input('company', t('registration.company'), `autocomplete="organization" maxlength="${GUEST_COMPANY_MAX}"`, false)}
${code}
${f.questions.map((q) => questionField(q, f.values.answers[q.id], f.errors[q.id], t, language, q.id === first)).join('\n')}
<div class="field consent"><label for="terms"><input type="checkbox" id="terms" name="terms" value="yes"${f.values.terms ? ' checked' : ''} required${invalid('terms')}><span>${escapeHtml(t('registration.terms', { event: f.place.eventName, version: f.place.termsVersion }))} <a href="${escapeHtml(termsUrl)}" target="_blank" rel="noopener">${escapeHtml(t('registration.readTerms'))}</a></span></label>${err('terms')}</div>
<p style="color:#4b5866;font-size:14px">${escapeHtml(t('registration.privacy', { company: f.place.partnerName }))}</p>
<div class="actions"><button class="btn" type="submit">${escapeHtml(t('registration.submit'))}</button></div>
</form>`;
    const body = `${header(f.place)}<main class="in" id="main"><article class="card"><div class="body">
<p class="kind">${escapeHtml(t('registration.kindLabel'))}</p>
<h1>${escapeHtml(f.title)}</h1>
${f.lead ? `<p class="lead">${escapeHtml(f.lead)}</p>` : ''}
${f.notice ? `<p class="notice${f.notice.bad ? ' bad' : ''}" role="status">${escapeHtml(f.notice.text)}</p>` : form}
</div></article></main>`;
    return page({ language, title: f.title, description: f.lead, path: f.path, body, theme: { application: f.place.applicationColor } });
  }

  function linkPage(req: FastifyRequest, link: Link, questions: FormQuestion[], values: Values, errors: Record<string, string>, notice?: FormPage['notice']): string {
    const language = pageLanguage(req);
    const t = translator(language);
    const dates = eventDates(link, language);
    return formPage(req, {
      place: link,
      path: `/r/${link.slug}`,
      title: t('registration.title', { event: link.eventName }),
      lead: [t('registration.lead', { company: link.partnerName, event: link.eventName, dates }), link.description].filter(Boolean).join(' '),
      questions,
      values,
      errors,
      codeField: link.codeRequired ? 'required' : link.codesApply ? 'optional' : 'none',
      ...(notice ? { notice } : {}),
    });
  }

  app.get('/r/:slug', { config: { access: PUBLIC }, schema: { params: jsonSchema(SlugParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const link = await linkOf(req.params.slug);
    if (!link) return notFound(req, reply);
    if (isEventEnded({ endsAt: link.endsAt.toISOString() })) return closed(req, reply, link);
    const questions = await formQuestions(app.db, link.partnerId);
    return sendPage(reply, linkPage(req, link, questions, EMPTY, {}), 200, { form: true });
  });

  app.get('/r/:slug/qr.svg', { config: { access: PUBLIC }, schema: { params: jsonSchema(SlugParams) } }, async (req, reply) => {
    const link = await linkOf(req.params.slug);
    if (!link) return reply.status(404).send({ error: 'notFound' });
    const svg = await QRCode.toString(registrationUrl(base(), link.slug), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });

  /** Checks a submission; error keys by field (the question's id for its answers). */
  function check(values: Values, questions: FormQuestion[], codeField: FormPage['codeField'], fixedEmail: boolean) {
    const errors = checkGuestFields({ ...values, email: fixedEmail ? 'fixed@example.com' : values.email });
    const answers = checkAnswers(questions, values.answers);
    Object.assign(errors, answers.errors);
    if (codeField === 'required' && !values.code) errors.code = 'guests.code.required';
    else if (codeField !== 'none' && values.code && !isActionCode(values.code)) errors.code = 'guests.code.unknown';
    if (!values.terms) errors.terms = 'guests.termsRequired';
    return { errors, answers: answers.answers };
  }

  app.post('/r/:slug', { config: { access: PUBLIC, rateLimit: REGISTER_RATE }, schema: { params: jsonSchema(SlugParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const link = await linkOf(req.params.slug);
    if (!link) return notFound(req, reply);
    if (isEventEnded({ endsAt: link.endsAt.toISOString() })) return closed(req, reply, link);
    const language = pageLanguage(req);
    const t = translator(language);
    const questions = await formQuestions(app.db, link.partnerId);
    const values = valuesOf(postedOf(req.body), questions);
    const codeField: FormPage['codeField'] = link.codeRequired ? 'required' : link.codesApply ? 'optional' : 'none';
    const { errors, answers } = check(values, questions, codeField, false);
    if (Object.keys(errors).length) return sendPage(reply, linkPage(req, link, questions, values, errors), 400, { form: true, private: true });

    const outcome = await app.db
      .transaction()
      .execute(async (tx) => {
        // One registration at a time per exhibitor: the same address twice at once makes one guest.
        await tx.selectFrom('partners').select('id').where('id', '=', link.partnerId).forUpdate().execute();
        const known = await tx
          .selectFrom('users as u')
          .leftJoin('guests as g', 'g.user_id', 'u.id')
          .select(['u.id', 'u.registration_state', 'g.partner_id', 'g.action_code_id', 'g.confirmed_at'])
          .where('u.event_id', '=', link.eventId)
          .where(({ eb }) => eb(eb.fn('lower', ['u.email']), '=', values.email))
          .executeTakeFirst();
        // Registered already (as anyone's guest, a visitor or staff): their badge again, nothing changed.
        if (known && (known.registration_state === 'registered' || known.registration_state === 'hold' || known.partner_id !== link.partnerId || known.confirmed_at)) {
          if (known.registration_state === 'registered' && known.partner_id) {
            const g = await guestContext(tx, known.id);
            if (g) await sendGuestMail(app, g, 'alreadyRegistered', undefined, tx);
          }
          return { ok: true as const };
        }
        // The code is checked now (the guest learns at once that it is unknown or used up); its use
        // is taken when the registration is confirmed, so registrations nobody confirms use nothing.
        const code = values.code && codeField !== 'none' ? values.code : null;
        if (code) {
          const usable = await checkActionCode(tx, link.partnerId, code);
          if (!usable.ok) return { ok: false as const, field: 'code', error: usable.error };
        }
        const registration: PendingRegistration = {
          firstName: values.firstName,
          lastName: values.lastName,
          company: values.company || null,
          language,
          registrationType: link.registrationType,
          answers,
          termsVersion: link.termsVersion,
          consentAt: new Date().toISOString(),
          consentSource: code ? `${link.linkName} · ${code}` : link.linkName,
          linkId: link.linkId,
          code,
        };
        let userId = known?.id;
        // An address waiting for its confirmation keeps what it entered first (and its link): this
        // registration waits beside it, and the one confirmed decides.
        if (!userId) {
          userId = newId();
          await tx
            .insertInto('users')
            .values({
              id: userId,
              event_id: link.eventId,
              badge_code: await freeBadgeCode(tx, link.eventId),
              email: values.email,
              registration_state: 'pendingConfirmation',
              first_name: registration.firstName,
              last_name: registration.lastName,
              fullname: `${registration.firstName} ${registration.lastName}`,
              company: registration.company,
              language,
              registration_type: registration.registrationType,
              registration_answers: JSON.stringify(answers),
              consent_terms_version: registration.termsVersion,
              consent_at: registration.consentAt,
              consent_source: registration.consentSource,
            })
            .execute();
          await tx.insertInto('guests').values({ user_id: userId, partner_id: link.partnerId, link_id: link.linkId, action_code: code }).execute();
        }
        const token = await newConfirmation(tx, userId, registration);
        const g = await guestContext(tx, userId);
        await sendGuestMail(app, asRegistered(g!, registration), 'confirm', pendingUrl(base(), 'confirm', token, language));
        return { ok: true as const };
      })
      .catch((err: unknown) => {
        req.log.error({ err }, 'guest registration failed');
        return { ok: false as const, field: 'form', error: 'guests.tryAgain' };
      });
    if (!outcome.ok) {
      if (outcome.field === 'form') return sendPage(reply, linkPage(req, link, questions, values, {}, { text: t('registration.tryAgain'), bad: true }), 503, { form: true, private: true });
      return sendPage(reply, linkPage(req, link, questions, values, { [outcome.field]: outcome.error }), 409, { form: true, private: true });
    }
    return sendPage(reply, linkPage(req, link, questions, values, {}, { text: t('registration.checkMail', { email: values.email }) }), 200, { form: true, private: true });
  });

  // The mailed confirmation link.
  function confirmPage(req: FastifyRequest, token: string, place: Place, notice: FormPage['notice'] | null, registered = false): string {
    const language = pageLanguage(req);
    const t = translator(language);
    // Once registered the page says so, not what was still to do (issue #29, finding 27).
    const title = registered ? t('registration.registeredTitle', { event: place.eventName }) : t('registration.confirmTitle', { event: place.eventName });
    const body = `${header(place)}<main class="in" id="main"><article class="card"><div class="body">
<p class="kind">${escapeHtml(t('registration.kindLabel'))}</p>
<h1>${escapeHtml(title)}</h1>
${notice ? `<p class="notice${notice.bad ? ' bad' : ''}" role="status">${escapeHtml(notice.text)}</p>` : `<p class="lead">${escapeHtml(t('registration.confirmLead', { company: place.partnerName }))}</p><form method="post" action="/r/confirm/${escapeHtml(token)}?lang=${language}" class="actions"><button class="btn" type="submit">${escapeHtml(t('registration.confirm'))}</button></form>`}
</div></article></main>`;
    return page({ language, title, path: `/r/confirm/${token}`, body, theme: { application: place.applicationColor }, noindex: true });
  }

  /** A registration waiting for its confirmation, by the token of its mailed link. */
  async function confirmationOf(token: string) {
    const r = await app.db
      .selectFrom('guest_confirmations as c')
      .innerJoin('guests as g', 'g.user_id', 'c.user_id')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .innerJoin('partners as p', 'p.id', 'g.partner_id')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .select([...placeColumns, 'c.token_hash', 'c.registration', 'c.expires_at', 'g.user_id', 'g.confirmed_at', 'u.registration_state', 'u.email'])
      .where('c.token_hash', '=', hashSecret(token))
      .executeTakeFirst();
    return r ? { ...r, place: placeOf(r) } : null;
  }

  /** The registration a confirmation token names, or the page that says why it cannot be confirmed. */
  async function pendingConfirmation(req: FastifyRequest, token: string, reply: FastifyReply) {
    const p = await confirmationOf(token);
    const t = translator(pageLanguage(req));
    if (!p) return { done: notFound(req, reply) };
    // Confirmed already, by this link or another registration of the same address.
    if (!p.registration || p.confirmed_at || p.registration_state === 'registered' || p.registration_state === 'hold') return { done: sendPage(reply, confirmPage(req, token, p.place, { text: t('registration.alreadyConfirmed', { email: p.email ?? '' }) }, true), 200, { form: true, private: true }) };
    if (p.expires_at.getTime() < Date.now()) return { done: sendPage(reply, confirmPage(req, token, p.place, { text: t('registration.expired'), bad: true }), 410, { form: true, private: true }) };
    if (isEventEnded({ endsAt: p.place.endsAt.toISOString() })) return { done: closed(req, reply, p.place) };
    return { pending: { ...p, registration: p.registration } };
  }

  app.get('/r/confirm/:token', { config: { access: PUBLIC }, schema: { params: jsonSchema(TokenParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const found = await pendingConfirmation(req, req.params.token, reply);
    if ('done' in found) return found.done;
    return sendPage(reply, confirmPage(req, req.params.token, found.pending.place, null), 200, { form: true, private: true });
  });

  type Registered = 'registered' | 'already' | 'failed' | { refused: string };

  /**
   * Registers a pending guest (confirmed address) and mails the badge, in one transaction; `apply`
   * first writes what the confirmed registration or the invitation's form entered, or refuses (and
   * nothing changes). Every registration of the address still waiting is settled with it.
   */
  async function register(userId: string, apply: (tx: Kysely<DB>) => Promise<{ refused: string } | 'already' | undefined>): Promise<Registered> {
    return app.db
      .transaction()
      .execute(async (tx): Promise<Registered> => {
        // The guest's row is the lock: two registrations of one address confirmed at once make one guest.
        const row = await tx.selectFrom('guests').select(['user_id', 'confirmed_at']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
        if (!row || row.confirmed_at) return 'already';
        const applied = await apply(tx);
        if (applied) return applied;
        await tx.updateTable('guests').set({ confirmed_at: new Date() }).where('user_id', '=', userId).execute();
        await tx.updateTable('users').set({ registration_state: 'registered' }).where('id', '=', userId).execute();
        await tx.updateTable('guest_confirmations').set({ registration: null }).where('user_id', '=', userId).execute();
        const g = await guestContext(tx, userId);
        await sendGuestMail(app, g!, 'badge', undefined, tx);
        return 'registered';
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'guest confirmation failed');
        return 'failed' as const;
      });
  }

  /** Writes a confirmed registration to its guest, taking its action code's use (or refusing: the code was used up meanwhile). */
  const confirmed = (tokenHash: string, userId: string, partnerId: string) => async (tx: Kysely<DB>) => {
    const c = await tx.selectFrom('guest_confirmations').select('registration').where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
    const r = c?.registration;
    if (!r) return 'already' as const;
    let code: { id: string; code: string } | null = null;
    if (r.code) {
      // The use is taken here, with one conditional update: a code never passes its total.
      const take = await takeActionCode(tx, partnerId, r.code);
      if (!take.ok) return { refused: take.error };
      code = { id: take.id, code: take.code };
    }
    await tx
      .updateTable('users')
      .set({
        first_name: r.firstName,
        last_name: r.lastName,
        fullname: `${r.firstName} ${r.lastName}`,
        company: r.company,
        language: r.language,
        registration_type: r.registrationType,
        registration_answers: JSON.stringify(r.answers),
        consent_terms_version: r.termsVersion,
        consent_at: r.consentAt ?? new Date(),
        consent_source: r.consentSource,
      })
      .where('id', '=', userId)
      .execute();
    await tx.updateTable('guests').set({ link_id: r.linkId, action_code_id: code?.id ?? null, action_code: code?.code ?? null }).where('user_id', '=', userId).execute();
    return undefined;
  };

  app.post('/r/confirm/:token', { config: { access: PUBLIC, rateLimit: REGISTER_RATE }, schema: { params: jsonSchema(TokenParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const found = await pendingConfirmation(req, req.params.token, reply);
    if ('done' in found) return found.done;
    const t = translator(pageLanguage(req));
    const p = found.pending;
    const outcome = await register(p.user_id, confirmed(p.token_hash, p.user_id, p.place.partnerId));
    if (outcome === 'failed') return sendPage(reply, confirmPage(req, req.params.token, p.place, { text: t('registration.tryAgain'), bad: true }), 503, { form: true, private: true });
    if (outcome === 'already') return sendPage(reply, confirmPage(req, req.params.token, p.place, { text: t('registration.alreadyConfirmed', { email: p.email ?? '' }) }, true), 200, { form: true, private: true });
    if (typeof outcome === 'object') return sendPage(reply, confirmPage(req, req.params.token, p.place, { text: t('registration.codeGone', { code: p.registration.code ?? '', company: p.place.partnerName }), bad: true }), 409, { form: true, private: true });
    return sendPage(reply, confirmPage(req, req.params.token, p.place, { text: t('registration.registered', { email: p.email ?? '' }) }, true), 200, { form: true, private: true });
  });

  // An exhibitor's invitation by e-mail.
  async function invitation(req: FastifyRequest, token: string, reply: FastifyReply) {
    const p = await pendingOf(token);
    const t = translator(pageLanguage(req));
    if (!p || !p.invited_at || !settingsOpenFor(p.settings)) return { done: notFound(req, reply) };
    if (p.confirmed_at || p.registration_state === 'registered' || p.registration_state === 'hold') return { done: messagePage(req, reply, 200, p.place, t('registration.registeredTitle', { event: p.place.eventName }), t('registration.alreadyConfirmed', { email: p.email ?? '' })) };
    if (!p.pending_expires_at || p.pending_expires_at.getTime() < Date.now()) return { done: messagePage(req, reply, 410, p.place, t('registration.inviteTitle', { company: p.place.partnerName }), t('registration.inviteExpired', { company: p.place.partnerName }), true) };
    if (isEventEnded({ endsAt: p.place.endsAt.toISOString() })) return { done: closed(req, reply, p.place) };
    return { invited: p };
  }
  const settingsOpenFor = (settings: unknown) => !!(settings as Partial<ExhibitorSettings>).invite;

  function invitePage(
    req: FastifyRequest,
    token: string,
    p: NonNullable<Awaited<ReturnType<typeof pendingOf>>>,
    questions: FormQuestion[],
    values: Values,
    errors: Record<string, string>,
    notice?: FormPage['notice'],
    registered = false,
  ) {
    const language = pageLanguage(req);
    const t = translator(language);
    return formPage(req, {
      place: p.place,
      path: `/r/invite/${token}`,
      title: registered ? t('registration.registeredTitle', { event: p.place.eventName }) : t('registration.inviteTitle', { company: p.place.partnerName }),
      lead: registered ? '' : t('registration.inviteLead', { company: p.place.partnerName, event: p.place.eventName, dates: eventDates(p.place, language) }),
      questions,
      values,
      errors,
      fixedEmail: p.email ?? '',
      codeField: 'none',
      ...(notice ? { notice } : {}),
    });
  }

  app.get('/r/invite/:token', { config: { access: PUBLIC }, schema: { params: jsonSchema(TokenParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const found = await invitation(req, req.params.token, reply);
    if ('done' in found) return found.done;
    const p = found.invited;
    const questions = await formQuestions(app.db, p.place.partnerId);
    const values = { ...EMPTY, firstName: p.first_name, lastName: p.last_name, company: p.company ?? '' };
    return sendPage(reply, invitePage(req, req.params.token, p, questions, values, {}), 200, { form: true, private: true });
  });

  app.post('/r/invite/:token', { config: { access: PUBLIC, rateLimit: REGISTER_RATE }, schema: { params: jsonSchema(TokenParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const found = await invitation(req, req.params.token, reply);
    if ('done' in found) return found.done;
    const p = found.invited;
    const language = pageLanguage(req);
    const t = translator(language);
    const questions = await formQuestions(app.db, p.place.partnerId);
    const values = valuesOf(postedOf(req.body), questions);
    const { errors, answers } = check(values, questions, 'none', true);
    if (Object.keys(errors).length) return sendPage(reply, invitePage(req, req.params.token, p, questions, values, errors), 400, { form: true, private: true });
    const answered = async (tx: Kysely<DB>) => {
      await tx
        .updateTable('users')
        .set({
          first_name: values.firstName,
          last_name: values.lastName,
          fullname: `${values.firstName} ${values.lastName}`,
          company: values.company || null,
          language,
          registration_answers: JSON.stringify(answers),
          consent_terms_version: p.place.termsVersion,
          consent_at: new Date(),
          consent_source: INVITATION_SOURCE,
        })
        .where('id', '=', p.user_id)
        .execute();
      return undefined;
    };
    if ((await register(p.user_id, answered)) === 'failed') return sendPage(reply, invitePage(req, req.params.token, p, questions, values, {}, { text: t('registration.tryAgain'), bad: true }), 503, { form: true, private: true });
    return sendPage(reply, invitePage(req, req.params.token, p, questions, values, {}, { text: t('registration.registered', { email: p.email ?? '' }) }, true), 200, { form: true, private: true });
  });
};
