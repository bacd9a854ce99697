/**
 * The exhibitor's badge rights (#14): for each of the event's badge types, the badges the
 * organiser gives free plus those bought in completed orders, and how many are handed out
 * (badge_grants). The team screen assigns them to members; the shop shows the same figures.
 * Handing one out is decided with the exhibitor's row locked, so two administrators at the same
 * moment never give away more badges than there are.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { BadgeRight } from '../../src/domain/team';

export async function badgeRights(db: Kysely<DB>, eventId: string, partnerId: string): Promise<BadgeRight[]> {
  const rows = await sql<{ id: string; name: string; complimentary: number; purchased: number; used: number }>`
    select b.id, b.name, b.complimentary,
      coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
        where i.badge_type_id = b.id and o.partner_id = ${partnerId} and o.state = 'completed'), 0)::int as purchased,
      (select count(*) from badge_grants g where g.partner_id = ${partnerId} and g.badge_type_id = b.id)::int as used
    from badge_types b where b.event_id = ${eventId} order by b.price_cents, b.name`.execute(db);
  return rows.rows.map((r) => ({ id: r.id, name: r.name, free: r.complimentary, purchased: r.purchased, total: r.complimentary + r.purchased, used: r.used }));
}

/** A refusal of a badge change: the reason, for the request's answer. */
export type BadgeRefusal = 'team.badgeUnknown' | 'team.noBadgeLeft';

/**
 * Gives `holderUserId` the badge of `badgeTypeId` (or takes theirs back with null), in `tx`. The
 * badge they held goes back to the exhibitor's badges; a new one needs one left of its type.
 */
export async function setMemberBadge(
  tx: Kysely<DB>,
  { eventId, partnerId, holderUserId, badgeTypeId, givenBy }: { eventId: string; partnerId: string; holderUserId: string; badgeTypeId: string | null; givenBy: string | null },
): Promise<BadgeRefusal | null> {
  await tx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().executeTakeFirstOrThrow();
  const held = await tx.selectFrom('badge_grants').select(['id', 'badge_type_id']).where('partner_id', '=', partnerId).where('holder_user_id', '=', holderUserId).executeTakeFirst();
  if ((held?.badge_type_id ?? null) === badgeTypeId) return null;
  if (held) await tx.deleteFrom('badge_grants').where('id', '=', held.id).execute();
  if (badgeTypeId === null) return null;
  const right = (await badgeRights(tx, eventId, partnerId)).find((r) => r.id === badgeTypeId);
  if (!right) return 'team.badgeUnknown';
  if (right.used >= right.total) return 'team.noBadgeLeft';
  await tx
    .insertInto('badge_grants')
    .values({ id: crypto.randomUUID(), partner_id: partnerId, badge_type_id: badgeTypeId, holder_user_id: holderUserId, given_by_user_id: givenBy })
    .execute();
  return null;
}

/**
 * Whether taking back the badges of this payment's completed order (a full refund) would leave the
 * exhibitor fewer badges of a type than it has handed out. The local provider's back office
 * refuses such a refund: the badges are taken back on the team screen first.
 */
export async function refundTakesHandedOutBadges(db: Kysely<DB>, paymentId: string): Promise<boolean> {
  const order = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .innerJoin('partners', 'partners.id', 'orders.partner_id')
    .select(['orders.id as orderId', 'orders.state', 'orders.partner_id as partnerId', 'partners.event_id as eventId'])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
  if (!order || order.state !== 'completed') return false;
  const lines = await db.selectFrom('order_items').select(['badge_type_id', 'quantity']).where('order_id', '=', order.orderId).execute();
  const rights = await badgeRights(db, order.eventId, order.partnerId);
  return lines.some((line) => {
    const right = rights.find((r) => r.id === line.badge_type_id);
    return !!right && right.used > right.total - line.quantity;
  });
}
