/**
 * The visitor's rights, for the exhibitor's administrator (GDPR articles 15 and 17):
 * - GET /api/connections/:id/visitor-data?format=json|html: everything the exhibitor holds about
 *   the visitor of one connection, as JSON (machine-readable) or a readable HTML page, to hand to
 *   the visitor. Recorded in the audit log.
 * - POST /api/connections/:id/erase: erases it (erase.ts); every device drops it at its next sync.
 * Both are online only and for administrators; the audit entries hold the connection id, never
 * the visitor's data.
 */
import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { callerOf } from '../auth/access';
import { jsonSchema, typed } from '../schemas';
import { callerName, scannerKey, viewColumns } from './visibility';
import { CONTACT_COLUMNS, receivedFields, toConnectionRow, type ConnectionWithContact } from './rows';
import { eraseConnections } from './erase';
import { LANGUAGES, resolveLanguage } from '../../src/domain/language';
import { connectionLabels } from './labels';
import { removeUnheld } from '../media/claims';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import { eraseVisitor } from '../../src/domain/endpoints/privacy';

const ADMIN = { modes: ['partner', 'staff'] as const, anyPermission: ['admin' as const], setting: 'connections' as const };
export const ConnectionParams = v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
export const VisitorDataQuery = v.strictObject({ format: v.optional(v.picklist(['json', 'html'])), language: v.optional(v.picklist(LANGUAGES)) });

/** Everything the exhibitor holds about the visitor of one connection. */
export interface VisitorData {
  exportedAt: string;
  event: { id: string; name: string; termsVersion: string };
  exhibitor: { id: string; name: string };
  visitor: { badgeCode: string; contact: Record<string, string | null>; registration: Array<{ question: string; answer: string }>; consent: { termsVersion: string; at: string; termsText?: string } | null };
  connection: { id: string; firstMet: string; scannedBy: string; source: string; stage: string; rating: string | null };
  meetings: Array<{ at: string; by: string; source: string }>;
  notes: Array<{ at: string; author: string; text: string; files: Array<{ kind: string; mediaType: string; size: number }> }>;
  stages: Array<{ at: string; author: string; stage: string; comment: string }>;
  answers: Array<{ question: string; answer: string }>;
  sharedContent: string[];
}

export const privacyRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  async function collect(caller: ReturnType<typeof callerOf>, id: string): Promise<VisitorData | null> {
    const partnerId = caller.partner!.id;
    const row = (
      await sql<ConnectionWithContact>`
        select c.*, ${CONTACT_COLUMNS}, ${viewColumns(caller)} from connections c left join users u on u.id = c.visitor_id
        where c.partner_id = ${partnerId} and c.id = ${id}`.execute(app.db)
    ).rows[0];
    if (!row) return null;
    const c = toConnectionRow({ ...row, licensed: true }, receivedFields(caller.event));
    const iso = (d: Date | string) => new Date(d).toISOString();
    const [scans, notes, files, stages, answers, options, questions, shared] = await Promise.all([
      app.db.selectFrom('connection_scans').selectAll().where('connection_id', '=', id).orderBy('scanned_at').execute(),
      app.db.selectFrom('connection_notes').selectAll().where('connection_id', '=', id).orderBy('created_at').execute(),
      app.db.selectFrom('media').select(['note_id', 'kind', 'media_type', 'size']).where('connection_id', '=', id).execute(),
      app.db.selectFrom('connection_stage_entries').selectAll().where('connection_id', '=', id).orderBy('seq').execute(),
      app.db.selectFrom('connection_answers').selectAll().where('connection_id', '=', id).execute(),
      app.db.selectFrom('question_options').innerJoin('questions', 'questions.id', 'question_options.question_id').select(['question_options.id', 'question_options.name']).where('questions.partner_id', '=', partnerId).execute(),
      app.db.selectFrom('questions').select(['id', 'name', 'position']).where('partner_id', '=', partnerId).orderBy('position').execute(),
      app.db.selectFrom('connection_contents').innerJoin('contents', 'contents.id', 'connection_contents.content_id').select('contents.name').where('connection_id', '=', id).where('shared', '=', true).execute(),
    ]);
    const optionName = new Map(options.map((o) => [o.id, o.name]));
    const questionName = new Map(questions.map((q) => [q.id, q.name]));
    return {
      exportedAt: new Date().toISOString(),
      event: { id: caller.event.id, name: caller.event.name, termsVersion: caller.event.terms_version },
      exhibitor: { id: partnerId, name: caller.partner!.name },
      visitor: { badgeCode: c.badgeCode, contact: Object.fromEntries(Object.entries(c.contact ?? {}).filter(([, value]) => value)) as Record<string, string | null>, registration: c.registration ?? [], consent: consentOf(c.consent ?? null, caller.event) },
      connection: { id: c.id, firstMet: c.scannedAt, scannedBy: c.scannedByName, source: c.sourceType, stage: c.stage, rating: c.rating },
      meetings: scans.map((s) => ({ at: iso(s.scanned_at), by: s.scanned_by_name, source: s.source_type })),
      notes: notes.map((n) => ({ at: iso(n.created_at), author: n.author_name, text: n.text, files: files.filter((f) => f.note_id === n.id).map((f) => ({ kind: f.kind, mediaType: f.media_type, size: Number(f.size) })) })),
      stages: stages.map((s) => ({ at: iso(s.created_at), author: s.author_name, stage: s.stage, comment: s.comment })),
      answers: answers
        .map((a) => ({ question: questionName.get(a.question_id) ?? a.question_id, answer: [...a.choices.map((o) => optionName.get(o) ?? o), ...(a.text?.trim() ? [a.text.trim()] : [])].join('; ') }))
        .filter((a) => a.answer),
      sharedContent: shared.map((s) => s.name),
    };
  }

  app.get('/api/connections/:id/visitor-data', { config: { access: ADMIN }, schema: { params: jsonSchema(ConnectionParams), querystring: jsonSchema(VisitorDataQuery) } }, async (req, reply) => {
    const caller = callerOf(req);
    const data = await collect(caller, req.params.id);
    if (!data) return reply.status(404).send({ error: 'notFound' });
    await app.db
      .insertInto('audit_log')
      .values({ partner_id: caller.partner!.id, event_id: caller.event.id, actor: scannerKey(caller), actor_name: callerName(caller), action: 'visitor.exported', subject: req.params.id, row_count: 1 })
      .execute();
    const name = `visitor-${data.visitor.badgeCode}`;
    if (req.query.format === 'html') {
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.html"`)
        .send(visitorDataHtml(data, req.query.language ?? 'en', caller.event.timezone));
    }
    return reply.header('content-disposition', `attachment; filename="${name}.json"`).send(data);
  });

  serve(app, eraseVisitor, async ({ params }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const result = await app.db.transaction().execute((tx) =>
      eraseConnections(tx, { partnerId, eventId: caller.event.id, ids: [params.id], actor: scannerKey(caller), actorName: callerName(caller), action: 'visitor.erased', now: new Date() }),
    );
    if (!result.erased.length) return refused(404, 'notFound');
    await removeUnheld(app.db, app.media, result.files);
    // The exhibitor's devices pull now (those online), the others at their next sync.
    app.changes.emit('partner', partnerId);
    return { erased: true };
  });
};

/** The consent, with the terms' text when the visitor agreed to the version the event has now (older texts are not kept). */
function consentOf(consent: { termsVersion: string; at: string } | null, event: { terms_version: string; terms_text: string }): VisitorData['visitor']['consent'] {
  if (!consent) return null;
  return consent.termsVersion === event.terms_version && event.terms_text.trim() ? { ...consent, termsText: event.terms_text } : consent;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** The visitor's data as a page people read: the same content as the JSON, labelled in `language`. */
export function visitorDataHtml(d: VisitorData, language: string, timeZone: string): string {
  const lang = resolveLanguage(language);
  const t = connectionLabels(lang);
  const when = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  const rows = (pairs: Array<[string, string]>) => `<dl>${pairs.map(([k, val]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(val)}</dd>`).join('')}</dl>`;
  const list = (items: string[]) => (items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : `<p>${escapeHtml(t('privacy.file.none'))}</p>`);
  const section = (title: string, body: string) => `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
  const contact: Array<[string, string]> = Object.entries(d.visitor.contact).map(([f, val]) => [t(`field.${f}`), val ?? '']);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('privacy.file.title', { exhibitor: d.exhibitor.name }))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#111827;line-height:1.5}h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:1.75rem;border-bottom:1px solid #d1d5db}dl{display:grid;grid-template-columns:minmax(8rem,auto) 1fr;gap:.25rem 1rem}dt{color:#4b5563}dd{margin:0;white-space:pre-wrap}li{white-space:pre-wrap}</style>
</head><body>
<h1>${escapeHtml(t('privacy.file.title', { exhibitor: d.exhibitor.name }))}</h1>
<p>${escapeHtml(t('privacy.file.intro', { exhibitor: d.exhibitor.name, event: d.event.name, date: when(d.exportedAt) }))}</p>
${section(t('detail.contact'), rows([[t('detail.badgeCode'), d.visitor.badgeCode], ...contact]))}
${section(t('detail.consent'), `<p>${escapeHtml(d.visitor.consent ? t('detail.consentText', { version: d.visitor.consent.termsVersion, date: when(d.visitor.consent.at) }) : t('detail.consentNone'))}</p>${d.visitor.consent?.termsText ? `<blockquote>${escapeHtml(d.visitor.consent.termsText)}</blockquote>` : ''}`)}
${section(t('privacy.file.registration'), list(d.visitor.registration.map((r) => `${r.question}: ${r.answer}`)))}
${section(t('privacy.file.connection'), rows([[t('detail.scannedAt'), when(d.connection.firstMet)], [t('detail.scannedBy'), d.connection.scannedBy], [t('detail.source'), t(`source.${d.connection.source}`)], [t('tabs.stage'), t(`stages.${d.connection.stage}`)], [t('rating.title'), d.connection.rating ? t(`rating.${d.connection.rating}`) : '–']]))}
${section(t('detail.meetings', { count: d.meetings.length }), list(d.meetings.map((m) => t('detail.meeting', { who: m.by, when: when(m.at), source: t(`source.${m.source}`) }))))}
${section(t('tabs.notes'), list(d.notes.map((n) => `${when(n.at)} ${n.author}: ${n.text}${n.files.length ? ` (${t('privacy.file.files', { count: n.files.length })})` : ''}`)))}
${section(t('privacy.file.stages'), list(d.stages.map((s) => `${when(s.at)} ${s.author}: ${t(`stages.${s.stage}`)}${s.comment ? ` – ${s.comment}` : ''}`)))}
${section(t('tabs.questions'), list(d.answers.map((a) => `${a.question}: ${a.answer}`)))}
${section(t('content.exportColumn'), list(d.sharedContent))}
</body></html>`;
}
