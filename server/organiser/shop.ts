/**
 * The event's shop as the organiser sets it up: badge types with price, currency, VAT rate,
 * complimentary count and stock (src/domain/shop.ts). Exhibitors' orders (a later area) sell them.
 * Organiser sessions only; bad input answers `{ error: 'invalid', fields }` and changes nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { BadgeTypesTable, DB } from '../db/schema';
import { newId } from '../security';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/organiser-shop';
import type { BadgeType, BadgeTypeInput } from '../../src/domain/shop';

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

export const organiserShopRoutes: FastifyPluginAsync = async (app) => {
  const eventOf = async (eventId: string) => (await app.db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst()) ?? refused(404, 'notFound');
  const nameRefused = () => refused(400, { error: 'invalid', fields: { name: 'badgeType.nameTaken' } });

  serve(app, endpoints.listBadgeTypes, async ({ params }) => badgeTypesOf(app.db, (await eventOf(params.eventId)).id));

  serve(app, endpoints.addBadgeType, async ({ params, body }) => {
    const event = await eventOf(params.eventId);
    if (await nameTaken(app.db, event.id, body.name)) return nameRefused();
    const id = await addBadgeType(app.db, event.id, body);
    return toBadgeType(await app.db.selectFrom('badge_types').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });

  serve(app, endpoints.changeBadgeType, async ({ params, body }) => {
    const existing = (await app.db.selectFrom('badge_types').select(['id', 'event_id']).where('id', '=', params.badgeTypeId).executeTakeFirst()) ?? refused(404, 'notFound');
    if (await nameTaken(app.db, existing.event_id, body.name, existing.id)) return nameRefused();
    return toBadgeType(await app.db.updateTable('badge_types').set(columns(body)).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow());
  });

  serve(app, endpoints.removeBadgeType, async ({ params }) => {
    // A badge type exhibitors ordered or were granted stays: their orders and badges name it.
    const used = await app.db
      .selectFrom('order_items')
      .select('badge_type_id')
      .where('badge_type_id', '=', params.badgeTypeId)
      .union(app.db.selectFrom('badge_grants').select('badge_type_id').where('badge_type_id', '=', params.badgeTypeId))
      .executeTakeFirst();
    if (used) refused(409, 'badgeType.inUse');
    const deleted = await app.db.deleteFrom('badge_types').where('id', '=', params.badgeTypeId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) refused(404, 'notFound');
  });
};
