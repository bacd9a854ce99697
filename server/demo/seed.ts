/**
 * The demo: a running event "Demo Expo" and an ended one, two exhibitors, an admin, three staff
 * members with different permissions, scan licences, 2,000 visitors with valid badge codes,
 * questions of every type and a few connections with notes and stage history.
 * Deterministic: the same data every time, except that dates follow today.
 *
 * Events, exhibitors, licences and visitors are made through the organiser console's own
 * services (organiser/services.ts, the visitor import), with the same checks, so the demo cannot
 * drift from what an organiser can do. The rest (the team, questions, content, connections) is
 * what later areas of the console and the exhibitors' setup build; it is written directly here.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, NewUser } from '../db/schema';
import { badgeCodeFromBytes } from '../../src/domain/badge';
import { allSettings, type ExhibitorSettings, type Permission } from '../../src/domain/session';
import { connectionId, type ConnectionStage } from '../../src/domain/connection';
import { CITIES, COMPANIES, FIRST_NAMES, JOB_FUNCTIONS, LAST_NAMES } from './names';
import { seedGuests } from './guests';
import * as v from 'valibot';
import { sql } from 'kysely';
import { EventInput, ExhibitorInput, LicenceInput, newEventDefaults } from '../../src/domain/organiser';
import { checkRows, type ImportRow } from '../../src/domain/visitor-import';
import { addLicence, createEvent, createExhibitor } from '../organiser/services';
import { addBadgeType } from '../organiser/shop';
import { addActivity } from '../organiser/activities';
import { zonedWallToIso } from '../../src/domain/zoned-time';
import { BadgeTypeInput } from '../../src/domain/shop';
import { importVisitors } from '../organiser/visitors';
import { newClientSecret } from '../api-access/clients';

export const DEMO = {
  eventId: 'demo-expo',
  endedEventId: 'autumn-fair',
  partnerId: 'acme',
  otherPartnerId: 'globex',
  endedPartnerId: 'acme-autumn',
  limitedLicenceCode: 'ACME-SCAN-5',
  unlimitedLicenceCode: 'ACME-SCAN-UNLIMITED',
  visitorCount: 2000,
} as const;

/** Acme's API account of the demo (its secret is not known: regenerate it to use it). */
export const DEMO_API_ACCOUNT = { id: 'acme-api-crm', clientId: 'lsc_demo-acme-crm' } as const;

export interface DemoPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  permissions: Permission[];
  /** Logs in as the exhibitor's administrator (partner mode). */
  partnerAdmin?: boolean;
  /** Asks for a second factor at login. */
  twoFactor?: 'email' | 'sms';
}

/** The exhibitor team of Acme at Demo Expo. */
export const DEMO_TEAM: readonly DemoPerson[] = [
  { id: 'acme-alex', firstName: 'Alex', lastName: 'Morgan', email: 'alex@acme.example', permissions: ['admin'], partnerAdmin: true },
  { id: 'acme-sam', firstName: 'Sam', lastName: 'Visser', email: 'sam@acme.example', permissions: ['createConnections'] },
  {
    id: 'acme-robin',
    firstName: 'Robin',
    lastName: 'Keller',
    email: 'robin@acme.example',
    permissions: ['createConnections', 'showAllConnections', 'exportConnections'],
  },
  { id: 'acme-taylor', firstName: 'Taylor', lastName: 'Dubois', email: 'taylor@acme.example', permissions: ['tasks', 'companyConversations'], twoFactor: 'email' },
];

const DAY = 86_400_000;


/** Badge code of demo visitor number i at an event. */
export function demoBadgeCode(eventId: string, i: number): string {
  return badgeCodeFromBytes(createHash('sha256').update(`${eventId}#${i}`).digest());
}

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length]!;
}

/** Demo visitor number i, as a row of a registration list, and what the list cannot carry (registration answers, language). */
function demoVisitor(eventId: string, i: number): { row: ImportRow; answers: string; language: string } {
  const firstName = pick(FIRST_NAMES, i);
  const lastName = pick(LAST_NAMES, Math.floor(i / FIRST_NAMES.length) + i * 7);
  const company = pick(COMPANIES, i * 5 + 3);
  const [city, country] = pick(CITIES, i * 3 + 1);
  // Two in three are in the public visitor list and half of those take meeting requests, mixed
  // within each company (i % 3 alone would tie them to it), and alike for visitors of the same
  // name and company (names and companies repeat together every 888 visitors).
  const visibility = (i + (Math.floor(i / COMPANIES.length) % FIRST_NAMES.length)) % 3;
  const domain = company.toLowerCase().replace(/[^a-z]+/g, '') + '.example';
  const local = `${firstName}.${lastName}`.normalize('NFD').replace(/[^A-Za-z.]/g, '').toLowerCase();
  return {
    row: {
      badgeCode: demoBadgeCode(eventId, i),
      email: `${local}${i}@${domain}`,
      firstname: firstName,
      lastname: lastName,
      fullname: `${firstName} ${lastName}`,
      company,
      jobfunction: pick(JOB_FUNCTIONS, i * 11 + Math.floor(i / COMPANIES.length)),
      department: pick(['Sales', 'Operations', 'IT', 'Marketing', 'Finance', 'R&D'], i * 13),
      phone1: `+31 6 ${String(10_000_000 + ((i * 7_919) % 89_999_999)).slice(0, 8)}`,
      website: `https://www.${domain}`,
      city,
      country,
      postalcode: String(1000 + ((i * 37) % 8999)),
      addressline1: `${pick(['Main Street', 'Harbour Road', 'Station Square', 'Market Lane'], i)} ${1 + (i % 120)}`,
      registrationtype: pick(['visitor', 'visitor', 'visitor', 'press', 'vip'], i),
      public: visibility !== 0 ? 'yes' : 'no',
      contactable: visibility === 1 ? 'yes' : 'no',
    },
    answers: JSON.stringify([
      { question: 'Industry', answer: pick(['Manufacturing', 'Retail', 'Logistics', 'Healthcare', 'Public sector', 'Software'], i * 3) },
      { question: 'Company size', answer: pick(['1–10', '11–50', '51–250', '251–1000', 'More than 1000'], i * 7) },
      { question: 'Role in purchasing', answer: pick(['Decides', 'Recommends', 'Uses the products', 'Researching'], i * 5) },
      { question: 'What brings you to the fair?', answer: pick(['New suppliers', 'Meeting partners', 'Seeing the latest scanners', 'Learning about trends'], i * 2) },
    ]),
    language: pick(['en', 'de', 'nl', 'fr', 'es', 'tr'], i),
  };
}

/** Imports the demo's registration list of an event through the console's import, then adds what a list cannot carry. */
async function importDemoVisitors(db: Kysely<DB>, eventId: string, count: number): Promise<Array<{ id: string; badge_code: string }>> {
  const people = Array.from({ length: count }, (_, i) => demoVisitor(eventId, i));
  const { visitors, problems } = checkRows(people.map((p) => p.row));
  if (problems.length) throw new Error(`demo visitors refused: ${JSON.stringify(problems[0])}`);
  // Demo visitor i keeps the id `<event>-v<i>` (row i + 2 of the list), as tests and links rely on the order.
  await importVisitors(db, eventId, visitors, false, (row) => `${eventId}-v${String(row - 2).padStart(4, '0')}`);
  await sql`
    update users set registration_answers = u.answers::jsonb, language = u.language
    from unnest(${people.map((p) => p.row.badgeCode!)}::text[], ${people.map((p) => p.answers)}::text[], ${people.map((p) => p.language)}::text[]) as u(code, answers, language)
    where users.event_id = ${eventId} and users.badge_code = u.code`.execute(db);
  const ids = new Map((await db.selectFrom('users').select(['id', 'badge_code']).where('event_id', '=', eventId).execute()).map((u) => [u.badge_code, u.id]));
  return people.map((p) => ({ id: ids.get(p.row.badgeCode!)!, badge_code: p.row.badgeCode! }));
}

export async function isSeeded(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function seedDemo(db: Kysely<DB>, now = new Date()): Promise<void> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  await db.transaction().execute(async (trx) => {
    // The events, as an organiser enters them.
    const event = (fields: Partial<EventInput>) => v.parse(EventInput, { ...newEventDefaults(now), ...fields });
    await createEvent(
      trx,
      event({
        name: 'Demo Expo',
        startsAt: new Date(today.getTime() - 1 * DAY + 8 * 3_600_000).toISOString(),
        endsAt: new Date(today.getTime() + 6 * DAY + 18 * 3_600_000).toISOString(),
        timezone: 'Europe/Amsterdam',
        environmentName: 'Demo',
        applicationColor: '#143d59',
        actionColor: '#f4b41a',
        termsText: 'Demo Expo is a demonstration. Exhibitors may contact the visitors whose badges they scan about what they discussed; visitors can ask an exhibitor at any time to delete their data.',
        invoiceIssuer: 'Demo Expo Events BV\nStationsplein 10\n1012 AB Amsterdam\nNetherlands\nVAT NL000000000B01',
      }),
      DEMO.eventId,
    );
    await createEvent(
      trx,
      event({
        name: 'Autumn Fair',
        startsAt: new Date(today.getTime() - 40 * DAY + 8 * 3_600_000).toISOString(),
        endsAt: new Date(today.getTime() - 37 * DAY + 18 * 3_600_000).toISOString(),
        timezone: 'Europe/Berlin',
        environmentName: 'Demo',
        applicationColor: '#3b2f63',
        actionColor: '#e4572e',
      }),
      DEMO.endedEventId,
    );

    const someOff: ExhibitorSettings = {
      ...allSettings(true),
      manual: false,
      tasks: false,
      badgeShop: false,
      conversation: false,
      online: false,
      api: false,
    };
    const exhibitor = (name: string, settings: ExhibitorSettings) => v.parse(ExhibitorInput, { name, settings });
    await createExhibitor(trx, DEMO.eventId, exhibitor('Acme', allSettings(true)), DEMO.partnerId);
    await createExhibitor(trx, DEMO.eventId, exhibitor('Globex', someOff), DEMO.otherPartnerId);
    await createExhibitor(trx, DEMO.endedEventId, exhibitor('Acme', allSettings(true)), DEMO.endedPartnerId);

    // Visitors of both events, imported from their registration lists.
    const visitors = await importDemoVisitors(trx, DEMO.eventId, DEMO.visitorCount);
    await importDemoVisitors(trx, DEMO.endedEventId, 200);

    // The Acme team, registered at both events (the ended one lets them switch event).
    const team: NewUser[] = DEMO_TEAM.flatMap((p, n) =>
      [DEMO.eventId, DEMO.endedEventId].map((eventId) => ({
        id: eventId === DEMO.eventId ? p.id : `${p.id}-autumn`,
        event_id: eventId,
        badge_code: demoBadgeCode(`${eventId}-staff`, n),
        email: p.email,
        first_name: p.firstName,
        last_name: p.lastName,
        fullname: `${p.firstName} ${p.lastName}`,
        company: 'Acme',
        jobfunction: p.partnerAdmin ? 'Marketing director' : 'Account manager',
        public: true,
        contactable: true,
        phone1: `+31 6 1234 56${String(n).padStart(2, '0')}`,
        language: 'en',
        // The administrator accepts the terms at the first login; the team already has.
        terms_accepted_at: p.partnerAdmin ? null : now,
        two_factor_method: p.twoFactor ?? null,
      })),
    );
    team.push({
      id: 'globex-gina',
      event_id: DEMO.eventId,
      badge_code: demoBadgeCode(`${DEMO.eventId}-staff`, 50),
      email: 'gina@globex.example',
      first_name: 'Gina',
      last_name: 'Romero',
      fullname: 'Gina Romero',
      company: 'Globex',
    });
    await trx.insertInto('users').values(team).execute();
    await trx
      .insertInto('staff')
      .values([
        ...DEMO_TEAM.map((p) => ({ partner_id: DEMO.partnerId, user_id: p.id, permissions: p.permissions })),
        ...DEMO_TEAM.map((p) => ({ partner_id: DEMO.endedPartnerId, user_id: `${p.id}-autumn`, permissions: p.permissions })),
        { partner_id: DEMO.otherPartnerId, user_id: 'globex-gina', permissions: ['admin'] as Permission[] },
      ])
      .execute();

    await addLicence(trx, DEMO.partnerId, v.parse(LicenceInput, { type: 'scan', total: 5 }), { id: 'acme-licence-limited', code: DEMO.limitedLicenceCode });
    await addLicence(trx, DEMO.partnerId, v.parse(LicenceInput, { type: 'scanapp', total: null }), { id: 'acme-licence-unlimited', code: DEMO.unlimitedLicenceCode });
    // The shop: what exhibitors order for their team.
    await addBadgeType(trx, DEMO.eventId, v.parse(BadgeTypeInput, { name: 'Exhibitor badge', priceCents: 0, currency: 'EUR', vatRate: 0, complimentary: 5, stock: null }), 'demo-badge-exhibitor');
    await addBadgeType(trx, DEMO.eventId, v.parse(BadgeTypeInput, { name: 'Extra team badge', priceCents: 4900, currency: 'EUR', vatRate: 21, complimentary: 0, stock: 400 }), 'demo-badge-extra');
    // Tasks (#17) the organiser set for every exhibitor, Acme's in several states: the insurance
    // certificate overdue, the catalogue entry to do, the electricity order in review, the team
    // badge names approved.
    const at = (days: number, hour = 17) => new Date(today.getTime() + days * DAY + hour * 3_600_000);
    await trx
      .insertInto('tasks')
      .values([
        { id: 'demo-task-insurance', event_id: DEMO.eventId, title: 'Liability insurance certificate', mandate: 'required', due_at: at(-2), description: 'Upload the certificate of your liability insurance, valid for the build-up, show and dismantling days (PDF or a photo of it).' },
        { id: 'demo-task-catalogue', event_id: DEMO.eventId, title: 'Catalogue entry and logo', mandate: 'optional', due_at: at(12), description: 'Your logo (PNG, at least 1000 pixels wide) for the printed catalogue and the floor plan.' },
        { id: 'demo-task-electricity', event_id: DEMO.eventId, title: 'Electricity and water order', mandate: 'optional', due_at: at(4), description: 'Tell us if your stand needs more than the standard 3 kW connection, or water.' },
        { id: 'demo-task-badges', event_id: DEMO.eventId, title: 'Team badge names', mandate: 'optional', due_at: at(-5), description: 'Check the names printed on your team badges.' },
      ])
      .execute();
    await trx
      .insertInto('task_progress')
      .values([
        { task_id: 'demo-task-electricity', partner_id: DEMO.partnerId, state: 'inReview', review_state: 'inReview', submitted_at: at(-1, 10), submitted_by_name: 'Alex Morgan' },
        { task_id: 'demo-task-badges', partner_id: DEMO.partnerId, state: 'completed', review_state: 'approved', review_comment: 'Thank you, all names are fine.', submitted_at: at(-7, 9), submitted_by_name: 'Alex Morgan', reviewed_at: at(-6, 11), reviewed_by_name: 'Demo Expo team' },
      ])
      .execute();
    // The programme (the agenda's activities): the opening on the first day, talks and a workshop later.
    const wall = (day: number, time: string) => zonedWallToIso(`${new Date(today.getTime() + day * DAY).toISOString().slice(0, 10)}T${time}`, 'Europe/Amsterdam')!;
    const programme = [
      { id: 'demo-activity-keynote', title: 'Opening keynote: Trade shows after the paper badge', day: -1, from: '10:00', to: '11:00', location: 'Main stage, Hall 1', description: 'The organisers open Demo Expo, followed by a keynote on what changes when every lead is scanned, rated and followed up the same day.' },
      { id: 'demo-activity-talk-leads', title: 'From badge scan to signed deal', day: 0, from: '11:30', to: '12:15', location: 'Theatre A, Hall 2', description: 'Three exhibitors show how their booth teams qualify leads at the stand and hand them to sales before the show ends.' },
      { id: 'demo-activity-talk-privacy', title: 'Visitor data and the GDPR: what booth teams need to know', day: 1, from: '14:00', to: '14:45', location: 'Theatre B, Hall 2', description: 'Consent, retention and erasure requests, explained for exhibitors in plain words.' },
      { id: 'demo-activity-workshop', title: 'Workshop: Qualifying questions that work', day: 2, from: '13:30', to: '15:30', location: 'Workshop room 2.14', description: 'Bring your own questions: in small groups we rewrite them so the answers rate a lead. Places are limited to 20.' },
    ];
    for (const a of programme) {
      const added = await addActivity(trx, DEMO.eventId, { title: a.title, startsAt: wall(a.day, a.from), endsAt: wall(a.day, a.to), location: a.location, description: a.description }, a.id);
      if (!added.ok) throw new Error(`demo activity ${a.id}: ${JSON.stringify(added)}`);
    }
    await trx
      .insertInto('licence_activations')
      .values({ id: 'acme-activation-1', licence_id: 'acme-licence-limited', name: 'Jamie Booth', email: 'jamie@acme.example' })
      .execute();

    // Qualifying questions of every type; the points of each option feed the lead rating.
    const points: Record<string, number[]> = { 'q-interest': [1, 1, 2, 0], 'q-budget': [0, 1, 2, 3], 'q-timeline': [3, 1, 0] };
    const questions = [
      { id: 'q-interest', name: 'Which products interest them?', type: 'checkbox' as const, allow_other: true, options: ['Scanners', 'Software', 'Service contract', 'Training'] },
      { id: 'q-budget', name: 'Budget', type: 'dropdown' as const, allow_other: false, options: ['< €10k', '€10k–50k', '€50k–250k', '> €250k'] },
      { id: 'q-timeline', name: 'When do they plan to buy?', type: 'radio' as const, allow_other: true, options: ['This quarter', 'This year', 'Next year'] },
      { id: 'q-challenge', name: 'What problem are they trying to solve?', type: 'open' as const, allow_other: false, options: [] },
    ];
    await trx
      .insertInto('questions')
      .values(questions.map((q, position) => ({ id: q.id, partner_id: DEMO.partnerId, name: q.name, type: q.type, allow_other: q.allow_other, position })))
      .execute();
    const options = questions.flatMap((q) => q.options.map((name, position) => ({ id: `${q.id}-${position + 1}`, question_id: q.id, name, position, points: points[q.id]?.[position] ?? 0 })));
    await trx.insertInto('question_options').values(options).execute();

    // Content to share with visitors: the company profile and a few products.
    const contents = [
      {
        id: 'acme-profile',
        type: 'profile' as const,
        name: 'Acme company profile',
        summary: 'Scanning hardware and lead software for events since 2009.',
        description: 'Acme builds rugged badge scanners and the software that turns booth conversations into qualified leads. Offices in Amsterdam, Berlin and Lyon; support in six languages.',
        labels: ['company'],
        links: [
          { type: 'url' as const, name: 'acme.example', url: 'https://acme.example' },
          { type: 'linkedin' as const, name: 'Acme on LinkedIn', url: 'https://www.linkedin.com/company/acme-example' },
        ],
      },
      {
        id: 'acme-scanpro',
        type: 'product' as const,
        name: 'ScanPro 4 handheld scanner',
        summary: 'Reads QR, Code 128 and NFC badges in under 100 ms.',
        description: 'A handheld scanner with a 12-hour battery, drop-tested to 1.8 m, that pairs with any phone over Bluetooth.',
        labels: ['hardware', 'scanners'],
        links: [{ type: 'url' as const, name: 'Data sheet', url: 'https://acme.example/scanpro-4' }],
      },
      {
        id: 'acme-leads',
        type: 'product' as const,
        name: 'Acme Leads software',
        summary: 'Qualify, rate and follow up leads from every show in one place.',
        description: 'Lead qualification with custom questions, ratings and CRM export.',
        labels: ['software'],
        links: [{ type: 'url' as const, name: 'Product page', url: 'https://acme.example/leads' }],
      },
      {
        id: 'acme-service',
        type: 'product' as const,
        name: 'Service contract',
        summary: 'Next-day replacement and on-site support at your shows.',
        description: null,
        labels: ['service'],
        links: [],
      },
    ];
    await trx
      .insertInto('contents')
      .values(contents.map((c, position) => ({ ...c, partner_id: DEMO.partnerId, links: JSON.stringify(c.links), position })))
      .execute();

    // A few connections, with notes, stage history (comments that fit each stage) and answers.
    const STAGE_COMMENTS: Record<ConnectionStage, string[]> = {
      new: [''],
      contacted: ['Sent the brochure', 'Call booked for next week'],
      quoted: ['Quote sent for 40 handhelds', 'Quote sent with the service contract'],
      sold: ['Signed at the booth'],
      active: ['Order delivered, first follow-up done'],
      inactive: ['No reply to three follow-ups'],
      longterm: ['Budget next year, call in September'],
    };
    const history: ConnectionStage[][] = [['new'], ['new', 'contacted'], ['new', 'contacted', 'quoted'], ['new'], ['new', 'contacted', 'quoted', 'sold'], ['new', 'contacted']];
    const scanners = ['acme-sam', 'acme-robin', 'acme-sam', 'acme-robin', 'acme-robin', 'acme-sam'];
    for (let n = 0; n < history.length; n++) {
      const visitor = visitors[n * 41 + 3]!;
      const scannedAt = new Date(now.getTime() - (history.length - n) * 47 * 60_000);
      const id = connectionId(DEMO.partnerId, visitor.badge_code);
      const scanner = DEMO_TEAM.find((p) => p.id === scanners[n])!;
      const stages = history[n]!;
      await trx
        .insertInto('connections')
        .values({
          id,
          event_id: DEMO.eventId,
          partner_id: DEMO.partnerId,
          badge_code: visitor.badge_code,
          visitor_id: visitor.id,
          scanned_by_user_id: scanners[n]!,
          scanned_at: scannedAt,
          source_type: n % 3 === 0 ? 'manual' : 'barcode',
          stage: stages[stages.length - 1]!,
          rating: (['hot', 'warm', 'cold'] as const)[n % 3],
          rating_set_by: `u:${scanners[n]!}`,
          scanned_by_name: `${scanner.firstName} ${scanner.lastName}`,
          version: 1,
        })
        .execute();
      await trx.insertInto('connection_scanners').values({ connection_id: id, scanner: `u:${scanners[n]!}` }).execute();
      // Its meetings: the first scan and, on two of Sam's, Robin meeting the visitor again later.
      const metAgain = scanners[n] === 'acme-sam' && n > 0;
      const colleague = DEMO_TEAM.find((p) => p.id === 'acme-robin')!;
      if (metAgain) await trx.insertInto('connection_scanners').values({ connection_id: id, scanner: 'u:acme-robin' }).execute();
      await trx
        .insertInto('connection_scans')
        .values([
          { id: `${id}.first`, connection_id: id, partner_id: DEMO.partnerId, scanned_by_user_id: scanners[n]!, scanned_by_name: `${scanner.firstName} ${scanner.lastName}`, scanned_at: scannedAt, source_type: n % 3 === 0 ? 'manual' : 'barcode', version: 1 },
          ...(metAgain
            ? [{ id: `${id}.again`, connection_id: id, partner_id: DEMO.partnerId, scanned_by_user_id: colleague.id, scanned_by_name: `${colleague.firstName} ${colleague.lastName}`, scanned_at: new Date(scannedAt.getTime() + 20 * 60_000), source_type: 'barcode' as const, version: 1 }]
            : []),
        ])
        .execute();
      await trx
        .insertInto('connection_stage_entries')
        .values(
          stages.map((stage, k) => ({
            id: `${id}-stage-${k + 1}`,
            connection_id: id,
            stage,
            comment: pick(STAGE_COMMENTS[stage], n),
            author_user_id: scanners[n]!,
            author_name: `${scanner.firstName} ${scanner.lastName}`,
            // In the order they were reached, all in the past (the history's order is the order of insertion).
            created_at: new Date(scannedAt.getTime() + k * Math.min(10 * 60_000, (now.getTime() - scannedAt.getTime()) / (stages.length + 1))),
            partner_id: DEMO.partnerId,
            version: 1,
          })),
        )
        .execute();
      await trx
        .insertInto('connection_notes')
        .values({
          id: `${id}-note-1`,
          connection_id: id,
          text: pick(
            [
              'Looking for 40 handheld scanners for two warehouses.',
              'Wants a demo of the software with their IT team.',
              'Current supplier contract ends in March.',
              'Met at the booth; asked for pricing of the service contract.',
              'Very interested, decision maker, send quote this week.',
              'Asked about training for new staff.',
            ],
            n,
          ),
          author_user_id: scanners[n]!,
          author_name: `${scanner.firstName} ${scanner.lastName}`,
          created_at: new Date(scannedAt.getTime() + 60_000),
          partner_id: DEMO.partnerId,
          version: 1,
        })
        .execute();
      await trx
        .insertInto('connection_answers')
        .values([
          { connection_id: id, question_id: 'q-interest', choices: [`q-interest-${(n % 4) + 1}`], text: null, updated_by_user_id: scanners[n]!, updated_at: scannedAt, partner_id: DEMO.partnerId, version: 1 },
          { connection_id: id, question_id: 'q-budget', choices: [`q-budget-${(n % 4) + 1}`], text: null, updated_by_user_id: scanners[n]!, updated_at: scannedAt, partner_id: DEMO.partnerId, version: 1 },
        ])
        .execute();
    }

    await seedGuests(trx, DEMO.partnerId, DEMO.eventId, visitors, now, (i) => demoBadgeCode(DEMO.eventId, i));

    // API access (#17; Acme has the api setting on): one account for the CRM. Its secret is made
    // and thrown away, never printed: whoever wants to call the API regenerates it in the screen.
    const crmSecret = newClientSecret();
    await trx
      .insertInto('api_accounts')
      .values({
        id: DEMO_API_ACCOUNT.id,
        partner_id: DEMO.partnerId,
        client_id: DEMO_API_ACCOUNT.clientId,
        secret_hash: crmSecret.hash,
        secret_prefix: crmSecret.prefix,
        comments: 'CRM sync (HubSpot)\nPulls new and changed leads every 15 minutes. Looked after by Alex Morgan.',
        ip_restriction: 'none',
        allowed_addresses: [],
      })
      .execute();
  });
}
