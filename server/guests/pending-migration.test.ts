/**
 * Migration 0034 on data written before it: a registration waiting for its confirmation keeps a
 * working link (moved to guest_confirmations, with what it entered), the code use it had taken is
 * given back (uses count confirmed guests only), an invitation keeps its link, and unconfirmed
 * bookings hold their time for 15 minutes at most.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate } from '../db/migrate';
import { testApp, type TestApp } from '../test/app';
import { hashSecret } from '../security';

let t: TestApp;
let database: TestApp['database'];
beforeAll(async () => {
  // The demo's data (an exhibitor, its staff and registration link), then back to the schema before 0034.
  t = await testApp();
  database = t.database;
  await sql`drop table guest_confirmations`.execute(database.db);
  await sql`drop index booking_requests_holds`.execute(database.db);
  await sql`drop index booking_requests_email_holds`.execute(database.db);
  await sql`alter table booking_requests drop column held_until, drop column client_address`.execute(database.db);
  await sql`delete from schema_migrations where version = 34`.execute(database.db);
});
afterAll(async () => t.close());

describe('migration 0034', () => {
  it('moves pending registrations’ links, gives their code uses back, keeps invitations, and shortens holds', async () => {
    const db = database.db;
    const partner = await db.selectFrom('partners').select(['id', 'event_id']).where('id', '=', 'acme').executeTakeFirstOrThrow();
    await db.insertInto('action_codes').values({ id: 'mig-code', partner_id: partner.id, event_id: partner.event_id, code: 'MIG-0001', total: 2, used: 2 }).execute();
    const user = (id: string, email: string, state: string) =>
      db.insertInto('users').values({ id, event_id: partner.event_id, badge_code: id.toUpperCase().replace(/[^A-Z0-9]/g, '').padEnd(10, '7').slice(0, 10), email, first_name: 'Mia', last_name: 'Alt', registration_state: state, language: 'de', registration_type: 'vip', registration_answers: JSON.stringify([{ question: 'Q', answer: 'A' }]) }).execute();
    await user('mig-pending', 'mig-pending@example.org', 'pendingConfirmation');
    await user('mig-confirmed', 'mig-confirmed@example.org', 'registered');
    await user('mig-invited', 'mig-invited@example.org', 'invited');
    const soon = new Date(Date.now() + 86_400_000);
    await db.insertInto('guests').values([
      { user_id: 'mig-pending', partner_id: partner.id, link_id: 'demo-link-customers', action_code_id: 'mig-code', action_code: 'MIG-0001', pending_hash: hashSecret('pending-token'), pending_expires_at: soon },
      { user_id: 'mig-confirmed', partner_id: partner.id, action_code_id: 'mig-code', action_code: 'MIG-0001', confirmed_at: new Date() },
      { user_id: 'mig-invited', partner_id: partner.id, invited_at: new Date(), pending_hash: hashSecret('invite-token'), pending_expires_at: soon },
    ]).execute();
    const staff = await db.selectFrom('staff').select('user_id').where('partner_id', '=', partner.id).executeTakeFirstOrThrow();
    const at = new Date(Date.now() + 2 * 86_400_000);
    await sql`insert into booking_requests (id, partner_id, user_id, meeting_type, starts_at, ends_at, name, email, token_hash, created_at, expires_at)
      values ('mig-booking', ${partner.id}, ${staff.user_id}, 'onsite', ${at}, ${new Date(at.getTime() + 1_800_000)}, 'Anon', 'anon@example.org', 'mig-hash', now(), now() + interval '24 hours')`.execute(db);

    expect(await migrate(db)).toEqual([34]);

    const moved = await db.selectFrom('guest_confirmations').selectAll().where('user_id', '=', 'mig-pending').executeTakeFirstOrThrow();
    expect(moved.token_hash).toBe(hashSecret('pending-token'));
    expect(moved.registration).toMatchObject({ firstName: 'Mia', lastName: 'Alt', language: 'de', registrationType: 'vip', linkId: 'demo-link-customers', code: 'MIG-0001', answers: [{ question: 'Q', answer: 'A' }] });
    expect(await db.selectFrom('guests').select(['pending_hash', 'action_code_id']).where('user_id', '=', 'mig-pending').executeTakeFirstOrThrow()).toEqual({ pending_hash: null, action_code_id: null });
    // The pending registration's use is given back; the confirmed guest's stays.
    expect((await db.selectFrom('action_codes').select('used').where('id', '=', 'mig-code').executeTakeFirstOrThrow()).used).toBe(1);
    expect((await db.selectFrom('guests').select('pending_hash').where('user_id', '=', 'mig-invited').executeTakeFirstOrThrow()).pending_hash).toBe(hashSecret('invite-token'));
    expect(await db.selectFrom('guest_confirmations').select('token_hash').where('user_id', '=', 'mig-invited').execute()).toHaveLength(0);
    // Its old link confirms it, taking the use then.
    const confirmed = await t.app.inject({ method: 'POST', url: '/r/confirm/pending-token?lang=en' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('You are registered.');
    expect((await db.selectFrom('action_codes').select('used').where('id', '=', 'mig-code').executeTakeFirstOrThrow()).used).toBe(2);
    const booking = await db.selectFrom('booking_requests').select(['created_at', 'held_until']).where('id', '=', 'mig-booking').executeTakeFirstOrThrow();
    expect(booking.held_until.getTime() - booking.created_at.getTime()).toBe(15 * 60_000);
  });
});
