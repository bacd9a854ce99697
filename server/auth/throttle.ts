/**
 * Failure counters and blocks, kept in the database so that every server instance agrees.
 * A key names what is counted: `code:user:<id>`, `request:email:<address>`, ….
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface ThrottleRule {
  /** Failures allowed within the window before the key is blocked. */
  max: number;
  windowMs: number;
  blockMs: number;
}

/** Two-factor and login codes: 5 wrong tries within 15 minutes block for 15 minutes. */
export const CODE_RULE: ThrottleRule = { max: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };
/** Login e-mails: at most 5 to one address an hour. */
export const MAIL_RULE: ThrottleRule = { max: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

export async function isBlocked(db: Kysely<DB>, key: string, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('login_throttle').select('blocked_until').where('key', '=', key).executeTakeFirst();
  return !!row?.blocked_until && row.blocked_until.getTime() > now.getTime();
}

/** Counts one failure (or one use, for rate limits); returns true when the key is now blocked. */
export async function countFailure(db: Kysely<DB>, key: string, rule: ThrottleRule, now = new Date()): Promise<boolean> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const row = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_started_at: now, blocked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql`case when login_throttle.window_started_at < ${windowStart} then 1 else login_throttle.failures + 1 end`,
        window_started_at: sql`case when login_throttle.window_started_at < ${windowStart} then ${now} else login_throttle.window_started_at end`,
      }),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  if (row.failures >= rule.max) {
    await db
      .updateTable('login_throttle')
      .set({ blocked_until: new Date(now.getTime() + rule.blockMs), failures: 0, window_started_at: now })
      .where('key', '=', key)
      .execute();
    return true;
  }
  return false;
}

export async function clearFailures(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
