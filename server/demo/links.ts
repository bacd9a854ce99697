/**
 * What the operator CLI prints about the demo: a login link for each demo user and licence, the
 * demo exhibitor's public pages, and the demo visitors' badges.
 */
import { DEMO_GUEST_LINKS } from './guests';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { mintLoginLink } from '../login/login-links';
import { badgeQrPayload } from '../../src/domain/badge-qr';
import { formatBadgeCode } from '../../src/domain/badge';
import { contentPagePath } from '../../src/domain/content';
import { DEMO, DEMO_TEAM } from './seed';

export interface DemoLoginLink {
  /** A login link, or (page) a page visitors open without logging in. */
  role: 'partner' | 'staff' | 'scan' | 'page';
  name: string;
  url: string;
}

export async function demoLoginLinks(db: Kysely<DB>, publicUrl: string): Promise<DemoLoginLink[]> {
  const links: DemoLoginLink[] = [];
  const partners = await db.selectFrom('partners').select(['id', 'name', 'event_id']).where('event_id', '=', DEMO.eventId).orderBy('id').execute();
  for (const p of partners) {
    const admin = p.id === DEMO.partnerId ? DEMO_TEAM.find((t) => t.partnerAdmin) : undefined;
    links.push({
      role: 'partner',
      name: admin ? `${admin.firstName} ${admin.lastName} (${p.name} admin)` : `${p.name} admin`,
      url: await mintLoginLink(db, publicUrl, { mode: 'partner', subject: p.id, userId: admin?.id ?? null }),
    });
  }
  const staff = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .innerJoin('partners', 'partners.id', 'staff.partner_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'partners.name as partner', 'staff.permissions'])
    .where('partners.event_id', '=', DEMO.eventId)
    .orderBy('users.id')
    .execute();
  for (const s of staff) {
    links.push({
      role: 'staff',
      name: `${s.first_name} ${s.last_name} (${s.partner}: ${s.permissions.join(', ') || 'no permissions'})`,
      url: await mintLoginLink(db, publicUrl, { mode: 'staff', subject: s.id }),
    });
  }
  const licences = await db
    .selectFrom('licences')
    .innerJoin('partners', 'partners.id', 'licences.partner_id')
    .select((eb) => [
      'licences.code',
      'licences.total',
      'licences.type',
      'partners.name as partner',
      eb.selectFrom('licence_activations').whereRef('licence_activations.licence_id', '=', 'licences.id').where('licence_activations.released_at', 'is', null).select(eb.fn.countAll<number>().as('n')).as('used'),
    ])
    .where('partners.event_id', '=', DEMO.eventId)
    .orderBy('licences.code')
    .execute();
  for (const l of licences) {
    links.push({
      role: 'scan',
      name: `${l.partner} ${l.type} licence (${l.total === null ? 'unlimited' : `${l.used ?? 0} of ${l.total} used`})`,
      url: await mintLoginLink(db, publicUrl, { mode: 'scan', subject: l.code }),
    });
  }
  // The demo exhibitor's public pages (what its QR codes open), and the event's terms.
  const pages = await db
    .selectFrom('contents')
    .innerJoin('partners', 'partners.id', 'contents.partner_id')
    .select(['contents.name', 'contents.share_key', 'partners.name as partner'])
    .where('partners.event_id', '=', DEMO.eventId)
    .where('contents.public', '=', true)
    .where('contents.type', '<>', 'product')
    .orderBy('contents.position')
    .execute();
  for (const p of pages) links.push({ role: 'page', name: `${p.name} (${p.partner}'s public page)`, url: `${publicUrl}${contentPagePath(p.share_key)}` });
  links.push({ role: 'page', name: "Acme's booking page (visitors book the team's free times)", url: `${publicUrl}/book/${DEMO.partnerId}` });
  links.push({ role: 'page', name: "Acme's guest registration page (customers register and get their badge)", url: `${publicUrl}/r/${DEMO_GUEST_LINKS.customers}` });
  links.push({ role: 'page', name: 'Terms of use and privacy of the event', url: `${publicUrl}/terms/${DEMO.eventId}` });
  return links;
}

export interface DemoBadge {
  name: string;
  company: string;
  code: string;
  qr: string;
}

export async function demoBadges(db: Kysely<DB>, count = 20, eventId: string = DEMO.eventId): Promise<DemoBadge[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('staff', 'staff.user_id', 'users.id')
    .select(['users.first_name', 'users.last_name', 'users.company', 'users.badge_code', 'users.event_id'])
    .where('users.event_id', '=', eventId)
    .where('staff.user_id', 'is', null)
    // The demo's own visitors (ids `<event>-v0000`, …), in their order: not guests registered since.
    .where('users.id', 'like', `${eventId}-v%`)
    .orderBy('users.id')
    .limit(count)
    .execute();
  return rows.map((r) => ({
    name: `${r.first_name} ${r.last_name}`.trim(),
    company: r.company ?? '',
    code: formatBadgeCode(r.badge_code),
    qr: badgeQrPayload(r.event_id, r.badge_code),
  }));
}
