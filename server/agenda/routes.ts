/**
 * Meetings outside the app, and the programme for the agenda:
 * - `GET /api/agenda/activities`: the organiser's programme of the caller's event;
 * - `GET /api/meetings/:conversationId/ics`: a meeting the caller may read, as an .ics file;
 * - `POST /api/calendar/feed`: a new address of the caller's personal calendar feed (the one
 *   before stops working), and `GET /calendar/:token`: the feed itself, for calendar programs;
 * - the public pages, server-rendered without script in six languages (server/public-pages): a
 *   meeting's page from its mail (meeting-page.ts) and an exhibitor's booking page (booking-page.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { jsonSchema, typed } from '../schemas';
import { hashSecret, randomSecret } from '../security';
import { readableConversation } from '../conversations/visibility';
import { iso } from '../connections/rows';
import { icsFile, icsOf, loadMeeting, type LoadedMeeting } from './meetings';
import { calendarFeed } from './ics';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/agenda';
import { ConversationParams, FORM_RATE, PUBLIC, TokenParams } from './page-parts';
import { meetingPageRoutes } from './meeting-page';
import { bookingPageRoutes } from './booking-page';

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

  meetingPageRoutes(app);
  bookingPageRoutes(app);
};
