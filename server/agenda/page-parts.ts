/** What the agenda's public pages (a meeting's page, the booking page) share: their routes' options, the posted form, the page for a link that does not exist, and days. */
import * as v from 'valibot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, page, pageLanguage, sendPage, translator } from '../public-pages/layout';
export { showDays } from '../../src/domain/meeting';

export const PUBLIC = { public: true } as const;
export const FORM_RATE = { max: 20, timeWindow: '1 minute' } as const;
export const ConversationParams = v.object({ conversationId: v.pipe(v.string(), v.maxLength(200)) });
export const TokenParams = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });
export const PartnerParams = v.object({ partnerId: v.pipe(v.string(), v.maxLength(200)) });
export const LangQuery = v.object({ lang: v.optional(v.string()) });
/** A meeting's page: in a language, with the form to propose a time open, or just booked. */
export const MeetingPageQuery = v.object({ lang: v.optional(v.string()), propose: v.optional(v.pipe(v.string(), v.maxLength(10))), booked: v.optional(v.pipe(v.string(), v.maxLength(10))) });
/** A booking request's link is valid this long. */
export const CONFIRM_WITHIN_MS = 24 * 3_600_000;

export type Form = Record<string, string | undefined>;

/**
 * The posted form's fields. The pages post url-encoded texts; a body that is no such form (JSON
 * with lists, numbers or objects the pages never send) keeps only its texts, so a field is a
 * string or missing, never something a handler would fail on.
 */
export function formOf(body: unknown): Form {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The page for a link or exhibitor that does not exist (any more). */
export function notFound(req: FastifyRequest, reply: FastifyReply) {
  const language = pageLanguage(req);
  const t = translator(language);
  return sendPage(reply, page({ language, title: t('notFound.title'), path: req.url.split('?')[0]!, body: `<main class="in" id="main"><div class="card"><div class="body"><h1>${escapeHtml(t('notFound.title'))}</h1><p>${escapeHtml(t('notFound.text'))}</p></div></div></main>`, noindex: true }), 404);
}


export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A proposed time is refused when it starts before now (a few minutes of clock difference allowed). */
export function proposalInPast(startsAt: string, now: number): boolean {
  return Date.parse(startsAt) < now - 5 * 60_000;
}

