/**
 * The event's shop as the organiser sets it up: badge types with price, currency, VAT rate,
 * complimentary count and stock (src/domain/shop.ts). Exhibitors' orders (a later area) sell them.
 * Organiser sessions only; bad input answers `{ error: 'invalid', fields }` and changes nothing.
 */
import * as v from 'valibot';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { jsonSchema, typed } from '../schemas';
import type { BadgeTypesTable, DB } from '../db/schema';
import { newId } from '../security';
import { fieldErrors } from '../../src/domain/organiser';
import { BadgeTypeInput, type BadgeType } from '../../src/domain/shop';

const ORGANISER = { organiser: true } as const;
const EventParams = v.strictObject({ eventId: v.pipe(v.string(), v.maxLength(100)) });
const BadgeTypeParams = v.strictObject({ badgeTypeId: v.pipe(v.string(), v.maxLength(100)) });

function toBadgeType(row: Selectable<BadgeTypesTable>): BadgeType {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    priceCents: row.price_cents,
    currency: row.currency as BadgeType['currency'],
    vatRate: row.vat_rate_bp / 100,
    complimentary: row.complimentary,
    stock: row.stock,
  };
}

const columns = (input: BadgeTypeInput) => ({
  name: input.name,
  price_cents: input.priceCents,
  currency: input.currency,
  vat_rate_bp: Math.round(input.vatRate * 100),
  complimentary: input.complimentary,
  stock: input.stock,
});

/** Whether another badge type of the event has this name (ignoring case). */
async function nameTaken(db: Kysely<DB>, eventId: string, name: string, except?: string): Promise<boolean> {
  let query = db.selectFrom('badge_types').select('id').where('event_id', '=', eventId).where(({ eb }) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (except) query = query.where('id', '!=', except);
  return !!(await query.executeTakeFirst());
}

export async function badgeTypesOf(db: Kysely<DB>, eventId: string): Promise<BadgeType[]> {
  return (await db.selectFrom('badge_types').selectAll().where('event_id', '=', eventId).orderBy('price_cents').orderBy('name').execute()).map(toBadgeType);
}

/** Adds a badge type to an event's shop (the console, and the demo seed). Returns its id. */
export async function addBadgeType(db: Kysely<DB>, eventId: string, input: BadgeTypeInput, id = newId()): Promise<string> {
  await db.insertInto('badge_types').values({ id, event_id: eventId, ...columns(input) }).execute();
  return id;
}

export const organiserShopRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  const refuse = (reply: FastifyReply, fields: Record<string, string>) => reply.status(400).send({ error: 'invalid', fields });

  app.get('/api/organiser/events/:eventId/badge-types', { config: { access: ORGANISER }, schema: { params: jsonSchema(EventParams) } }, async (req, reply) => {
    const event = await app.db.selectFrom('events').select('id').where('id', '=', req.params.eventId).executeTakeFirst();
    if (!event) return reply.status(404).send({ error: 'notFound' });
    return badgeTypesOf(app.db, event.id);
  });

  app.post('/api/organiser/events/:eventId/badge-types', { config: { access: ORGANISER }, schema: { params: jsonSchema(EventParams), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(BadgeTypeInput, req.body);
    if (!parsed.success) return refuse(reply, fieldErrors(parsed.issues));
    const event = await app.db.selectFrom('events').select('id').where('id', '=', req.params.eventId).executeTakeFirst();
    if (!event) return reply.status(404).send({ error: 'notFound' });
    if (await nameTaken(app.db, event.id, parsed.output.name)) return refuse(reply, { name: 'badgeType.nameTaken' });
    const id = await addBadgeType(app.db, event.id, parsed.output);
    return reply.status(201).send(toBadgeType(await app.db.selectFrom('badge_types').selectAll().where('id', '=', id).executeTakeFirstOrThrow()));
  });

  app.put('/api/organiser/badge-types/:badgeTypeId', { config: { access: ORGANISER }, schema: { params: jsonSchema(BadgeTypeParams), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(BadgeTypeInput, req.body);
    if (!parsed.success) return refuse(reply, fieldErrors(parsed.issues));
    const existing = await app.db.selectFrom('badge_types').select(['id', 'event_id']).where('id', '=', req.params.badgeTypeId).executeTakeFirst();
    if (!existing) return reply.status(404).send({ error: 'notFound' });
    if (await nameTaken(app.db, existing.event_id, parsed.output.name, existing.id)) return refuse(reply, { name: 'badgeType.nameTaken' });
    const row = await app.db.updateTable('badge_types').set(columns(parsed.output)).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
    return toBadgeType(row);
  });

  app.delete('/api/organiser/badge-types/:badgeTypeId', { config: { access: ORGANISER }, schema: { params: jsonSchema(BadgeTypeParams) } }, async (req, reply) => {
    // A badge type exhibitors ordered or were granted stays: their orders and badges name it.
    const used = await app.db
      .selectFrom('order_items')
      .select('badge_type_id')
      .where('badge_type_id', '=', req.params.badgeTypeId)
      .union(app.db.selectFrom('badge_grants').select('badge_type_id').where('badge_type_id', '=', req.params.badgeTypeId))
      .executeTakeFirst();
    if (used) return reply.status(409).send({ error: 'badgeType.inUse' });
    const deleted = await app.db.deleteFrom('badge_types').where('id', '=', req.params.badgeTypeId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return reply.status(404).send({ error: 'notFound' });
    return reply.status(204).send();
  });
};
