/**
 * The team import (#14): every row checked before anything is written, rows with mistakes listed
 * by number with their reason, the same file twice adds nobody twice, at most 1000 rows, an empty
 * file refused, mails sent by a job, and only administrators may import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { teamMailJob } from './links';
import type { TeamImportResult } from './import';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.alex = await t.login('partner', 'acme');
  tokens.sam = await t.login('staff', 'acme-sam');
});
afterAll(async () => t.close());

const auth = (who: string) => (tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {});
const post = (who: string, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/team/import', headers: auth(who), payload: payload as object });
const members = async () => Number((await t.database.db.selectFrom('staff').select((eb) => eb.fn.countAll().as('n')).where('partner_id', '=', 'acme').executeTakeFirstOrThrow()).n);

/** 1000 rows (file rows 2 to 1001) with mistakes at rows 17, 430 and 998. */
function file(): Array<Record<string, unknown>> {
  return Array.from({ length: 1000 }, (_, i) => {
    const row = i + 2;
    const person: Record<string, unknown> = { row, firstName: `Person`, lastName: `Nr ${row}`, email: `person.${row}@import.example`, language: 'de', permissions: 'scan, export' };
    if (row === 17) person.email = 'not-an-address';
    if (row === 430) person.phone = '0612345678';
    if (row === 998) delete person.lastName;
    return person;
  });
}

describe('the team import', () => {
  it('checks every row, lists the bad ones by number, and imports the rest once', async () => {
    const before = await members();
    const res = await post('alex', { rows: file(), join: 'invite' });
    expect(res.statusCode).toBe(200);
    const result = res.json<TeamImportResult>();
    expect(result.created).toBe(997);
    expect(result.problems).toEqual([
      { row: 17, field: 'email', error: 'import.emailInvalid' },
      { row: 430, field: 'phone', error: 'import.phoneInvalid' },
      { row: 998, field: 'lastName', error: 'import.lastNameRequired' },
    ]);
    expect(await members()).toBe(before + 997);
    const one = await t.database.db
      .selectFrom('users')
      .innerJoin('staff', 'staff.user_id', 'users.id')
      .select(['users.registration_state', 'users.language', 'staff.permissions'])
      .where('users.email', '=', 'person.2@import.example')
      .executeTakeFirstOrThrow();
    expect(one).toEqual({ registration_state: 'invited', language: 'de', permissions: ['createConnections', 'exportConnections'] });

    // The same file again: nobody twice.
    const again = (await post('alex', { rows: file(), join: 'invite' })).json<TeamImportResult>();
    expect(again).toMatchObject({ created: 0, updated: 997 });
    expect(again.problems.map((p) => p.row)).toEqual([17, 430, 998]);
    expect(await members()).toBe(before + 997);
  });

  it('mails each new member from a job, once, and not those who logged in meanwhile', async () => {
    const res = (await post('alex', { rows: [{ row: 2, firstName: 'Jobs', lastName: 'Mailed', email: 'jobs.mailed@import.example' }], join: 'register' })).json<TeamImportResult>();
    expect(res.created).toBe(1);
    const user = await t.database.db.selectFrom('users').select('id').where('email', '=', 'jobs.mailed@import.example').executeTakeFirstOrThrow();
    const jobs = await t.database.db.selectFrom('jobs').select(['kind', 'payload']).where('kind', '=', 'team.mail').execute();
    const job = jobs.find((j) => (j.payload as { userId: string }).userId === user.id)!;
    expect(job).toBeDefined();
    const before = t.smtp.mails.length;
    await teamMailJob(t.app).run(job.payload as Record<string, unknown>, { db: t.database.db } as never);
    const mail = await t.smtp.waitFor('jobs.mailed@import.example', (m) => t.smtp.mails.indexOf(m) >= before);
    expect(mail.subject).toBe('Your login for Acme at Demo Expo');
    expect(mail.text).toContain('Alex Morgan');
    // Logged in meanwhile: a second run sends nothing.
    await t.database.db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', user.id).execute();
    const count = t.smtp.mails.length;
    await teamMailJob(t.app).run(job.payload as Record<string, unknown>, { db: t.database.db } as never);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.mails.length).toBe(count);
  });

  it('refuses an empty file, more than 1000 rows and a malformed request, with nothing written', async () => {
    const before = await members();
    expect((await post('alex', { rows: [], join: 'invite' })).json()).toEqual({ error: 'import.fileEmpty' });
    const big = Array.from({ length: 1001 }, (_, i) => ({ row: i + 2, firstName: 'Too', lastName: 'Many', email: `too.many.${i}@import.example` }));
    const tooMany = await post('alex', { rows: big, join: 'invite' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: 'import.tooManyRows' });
    expect((await post('alex', { rows: [{ row: 2, firstName: 'X', unknown: 'y' }], join: 'invite' })).statusCode).toBe(400);
    expect((await post('alex', { rows: [{ row: 2, firstName: 'X' }], join: 'sometimes' })).statusCode).toBe(400);
    expect(await members()).toBe(before);
  });

  it('is for administrators only', async () => {
    const rows = [{ row: 2, firstName: 'No', lastName: 'Way', email: 'no.way@import.example' }];
    expect((await post('sam', { rows, join: 'invite' })).statusCode).toBe(403);
    expect((await post('nobody', { rows, join: 'invite' })).statusCode).toBe(401);
  });
});
