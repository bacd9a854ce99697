/**
 * A badge scanned or typed. One connection per exhibitor and visitor (its id follows from both):
 * a second scan, by anyone of the team, keeps one row, whose scanner, time and source stay those
 * of the first (earliest) scan; every scan is kept as a meeting in connection_scans.
 */
import { sql } from 'kysely';
import { connectionId } from '../../../src/domain/connection';
import { storedBadgeCode, type CaptureConnectionArgs } from '../../../src/domain/mutations';
import { callerName, scannerKey } from '../../connections/visibility';
import { chunks, done, type MutationHandler } from '../batch';

/** How far ahead of the server's clock a device's scan time is still believed. */
export const SCAN_CLOCK_SKEW_MS = 5 * 60_000;
/** How long before the event's start scans are still believed (the day of setting up the booth). */
export const SETUP_BEFORE_START_MS = 86_400_000;

export const captureConnection: MutationHandler<'captureConnection'> = {
  needs(a, needs) {
    needs.badgeCodes.add(storedBadgeCode(a.badgeCode));
    needs.scannedBy.add(a.id);
  },
  start({ caller, partnerId, known, ended }) {
    const captures = new Map<string, CaptureConnectionArgs & { code: string; visitorId: string }>();
    const scans: Array<{ id: string; connectionId: string; scannedAt: string; sourceType: CaptureConnectionArgs['sourceType'] }> = [];
    // Scan times are taken as the device says, from a day before the event up to a few minutes past
    // the server's clock. Outside that, the device's clock is not believed (docs/decisions.md).
    const now = Date.now();
    const latestScan = now + SCAN_CLOCK_SKEW_MS;
    const earliestScan = caller.event.starts_at.getTime() - SETUP_BEFORE_START_MS;
    return {
      decide(a) {
        if (!caller.permissions.has('createConnections')) return done('noPermission', false);
        if (ended) return done('eventEnded', false);
        const code = storedBadgeCode(a.badgeCode);
        if (a.badgeEventId && a.badgeEventId !== caller.event.id) return done('otherEvent', false);
        if (a.id !== connectionId(partnerId, code)) return done('invalid', false, 'badArguments');
        const visitorId = known.visitors.get(code);
        if (!visitorId) return done('visitorNotFound', false);
        const claimed = Date.parse(a.scannedAt);
        if (Number.isNaN(claimed)) return done('invalid', false, 'badArguments');
        // Erased at the visitor's request: a device that met them before cannot bring the lead back.
        const erasedAt = known.erased.get(a.id);
        if (erasedAt !== undefined && claimed <= erasedAt) return done('invalid', false, 'connection.erased');
        // A device clock far ahead must not make its scan 'the latest' for good: no later than now.
        // One far behind (a dead battery, or a backdated re-capture) must not make it 'the first':
        // a time before the event's set-up counts as the moment the server receives it.
        const scannedAt = claimed > latestScan ? new Date(latestScan).toISOString() : claimed < earliestScan ? new Date(now).toISOString() : a.scannedAt;
        const first = captures.get(a.id);
        if (!first || Date.parse(scannedAt) < Date.parse(first.scannedAt)) captures.set(a.id, { ...a, scannedAt, code, visitorId });
        // Ids are the exhibitor's own (`<partner>.<uuid>`), like files': no one can take another's.
        scans.push({ id: `${partnerId}.${a.scanId ?? crypto.randomUUID()}`, connectionId: a.id, scannedAt, sourceType: a.sourceType });
        known.visible.add(a.id);
        // The caller met the visitor first when the connection is new, or this scan is earlier than its first.
        const firstScan = known.firstScans.get(a.id);
        if (!firstScan || Date.parse(scannedAt) < firstScan.at) known.firstScans.set(a.id, { scanner: scannerKey(caller), at: Date.parse(scannedAt) });
        return done(known.licensed ? 'completed' : 'noLicense', true);
      },
      async write(tx, version) {
        const by = { user: caller.user?.id ?? null, activation: caller.activationId, name: callerName(caller) };
        for (const rows of chunks([...captures.values()])) {
          // unnest() over one array per varying column: a few parameters instead of thousands, which
          // PostgreSQL parses and plans far faster than a VALUES list of 500 rows.
          await sql`
            insert into connections (id, event_id, partner_id, badge_code, visitor_id, scanned_by_user_id, scanned_by_activation_id,
              scanned_by_name, scanned_at, source_type, initiator_type, licensed, version)
            select u.id, ${caller.event.id}::text, ${partnerId}::text, u.code, u.visitor, ${by.user}::text, ${by.activation}::text,
              ${by.name}::text, u.at, u.source, ${caller.mode === 'scan' ? 'personnel' : 'staff'}::text, ${known.licensed}::boolean, ${version}::bigint
            from unnest(${rows.map((a) => a.id)}::text[], ${rows.map((a) => a.code)}::text[], ${rows.map((a) => a.visitorId)}::text[],
              ${rows.map((a) => a.scannedAt)}::timestamptz[], ${rows.map((a) => a.sourceType)}::text[]) as u(id, code, visitor, at, source)
            on conflict (id) do update set
              scanned_at = least(connections.scanned_at, excluded.scanned_at),
              scanned_by_user_id = case when excluded.scanned_at < connections.scanned_at then excluded.scanned_by_user_id else connections.scanned_by_user_id end,
              scanned_by_activation_id = case when excluded.scanned_at < connections.scanned_at then excluded.scanned_by_activation_id else connections.scanned_by_activation_id end,
              scanned_by_name = case when excluded.scanned_at < connections.scanned_at then excluded.scanned_by_name else connections.scanned_by_name end,
              source_type = case when excluded.scanned_at < connections.scanned_at then excluded.source_type else connections.source_type end,
              licensed = connections.licensed or excluded.licensed,
              version = excluded.version,
              updated_at = now()
          `.execute(tx);
          // A scanner new to the connection sees what is written from this version on (visibility.ts).
          await tx
            .insertInto('connection_scanners')
            .values(rows.map((a) => ({ connection_id: a.id, scanner: scannerKey(caller), since_version: version })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        // Captured again after a deletion: the tombstone stays, so a device that has not pulled since
        // still drops the deleted connection's old notes and stages; devices store tombstones before
        // connections, so the new connection stays.
        // Every scan, the first and each later one, as a meeting in the connection's history.
        for (const rows of chunks(scans)) {
          await sql`
            insert into connection_scans (id, connection_id, partner_id, scanned_by_user_id, scanned_by_activation_id, scanned_by_name, scanned_at, source_type, version)
            select u.id, u.connection, ${partnerId}::text, ${by.user}::text, ${by.activation}::text, ${by.name}::text, u.at, u.source, ${version}::bigint
            from unnest(${rows.map((x) => x.id)}::text[], ${rows.map((x) => x.connectionId)}::text[], ${rows.map((x) => x.scannedAt)}::timestamptz[],
              ${rows.map((x) => x.sourceType)}::text[]) as u(id, connection, at, source)
            on conflict (id) do nothing
          `.execute(tx);
        }
      },
    };
  },
};
