/**
 * A badge scanned or typed. One connection per exhibitor and visitor (its id follows from both):
 * a second scan, by anyone of the team, keeps one row, whose scanner, time and source stay those
 * of the first (earliest) scan; every scan is kept as a meeting in connection_scans.
 *
 * The scan time is the device's, always: the moment the visitor was met, kept through sync,
 * restore and export. A time the server does not believe (far ahead of its clock, or before the
 * event's set-up) is kept as well, but never makes its scan the first of a connection someone
 * else already has (docs/decisions.md).
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
    const captures = new Map<string, CaptureConnectionArgs & { code: string; visitorId: string; checkIn: string }>();
    const scans: Array<{ id: string; connectionId: string; scannedAt: string; sourceType: CaptureConnectionArgs['sourceType'] }> = [];
    // Scan times are believed from a day before the event up to a few minutes past the server's
    // clock. Outside that, the time is kept but does not decide who met the visitor first.
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
        // A visitor of another event, typed or scanned without the event in the code: "does not belong to this event".
        if (!visitorId) return known.otherEventCodes.has(code) ? done('otherEvent', false, 'licenseNotFound') : done('visitorNotFound', false);
        const claimed = Date.parse(a.scannedAt);
        if (Number.isNaN(claimed)) return done('invalid', false, 'badArguments');
        // Erased at the visitor's request: a device that met them before cannot bring the lead back.
        const erasedAt = known.erased.get(a.id);
        if (erasedAt !== undefined && claimed <= erasedAt) return done('invalid', false, 'connection.erased');
        // The device's time is the scan's time, never replaced. One the server does not believe (a
        // clock far ahead, a dead battery, a backdated re-capture) does not take the connection
        // from whoever has it: it is the first only when the connection is new.
        const scannedAt = new Date(claimed).toISOString();
        const believed = claimed <= latestScan && claimed >= earliestScan;
        const first = captures.get(a.id);
        if (!first || (believed && claimed < Date.parse(first.scannedAt))) captures.set(a.id, { ...a, scannedAt, code, visitorId, checkIn: believed ? scannedAt : new Date(now).toISOString() });
        // Ids are the exhibitor's own (`<partner>.<uuid>`), like files': no one can take another's.
        scans.push({ id: `${partnerId}.${a.scanId ?? crypto.randomUUID()}`, connectionId: a.id, scannedAt, sourceType: a.sourceType });
        known.visible.add(a.id);
        // The caller met the visitor first when the connection is new, or this scan is earlier than its first.
        const firstScan = known.firstScans.get(a.id);
        if (!firstScan || (believed && claimed < firstScan.at)) known.firstScans.set(a.id, { scanner: scannerKey(caller), at: Date.parse(scannedAt) });
        return done(known.licensed ? 'completed' : 'noLicense', true);
      },
      async write(tx, version) {
        const by = { user: caller.user?.id ?? null, activation: caller.activationId, name: callerName(caller) };
        // A believed scan earlier than the connection's first takes its place (an unbelieved one is
        // the first only of a new connection). Believed: between these bounds, as in decide().
        const earlier = sql`(excluded.scanned_at < connections.scanned_at and excluded.scanned_at between ${new Date(earliestScan).toISOString()}::timestamptz and ${new Date(latestScan).toISOString()}::timestamptz)`;
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
              scanned_at = case when ${earlier} then excluded.scanned_at else connections.scanned_at end,
              scanned_by_user_id = case when ${earlier} then excluded.scanned_by_user_id else connections.scanned_by_user_id end,
              scanned_by_activation_id = case when ${earlier} then excluded.scanned_by_activation_id else connections.scanned_by_activation_id end,
              scanned_by_name = case when ${earlier} then excluded.scanned_by_name else connections.scanned_by_name end,
              source_type = case when ${earlier} then excluded.source_type else connections.source_type end,
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
        // Met at a booth: the visitor came, onsite (the Registrants tab's attendance, SPEC section 3's
        // attendance type). The first moment counts: an entrance check-in or an earlier scan stays.
        for (const rows of chunks([...captures.values()])) {
          await sql`
            update users u set attendance_state = 'show', attendance_type = 'onsite', checked_in_at = coalesce(u.checked_in_at, x.at)
            from unnest(${rows.map((a) => a.visitorId)}::text[], ${rows.map((a) => a.checkIn)}::timestamptz[]) as x(id, at)
            where u.id = x.id and u.event_id = ${caller.event.id}
          `.execute(tx);
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
