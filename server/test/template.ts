/**
 * A migrated, empty database made once and copied for every test file. On PGlite a dump of it
 * (opening a dump takes about 0.6 s, a fresh initdb about 3 s); on PostgreSQL a template database
 * (`create database … template`), named by the migrations it holds.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS } from '../db/migrations';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const m of MIGRATIONS) hash.update(`${m.version}:${m.sql}`);
  return hash.digest('hex').slice(0, 16);
}

export function templatePath(): string {
  return path.join(os.tmpdir(), `leadstand-pglite-template-${migrationsHash()}.tar.gz`);
}

/** The PostgreSQL template database's name: a new migration makes a new one. */
export function postgresTemplateName(): string {
  return `leadstand_template_${migrationsHash()}`;
}

/**
 * Makes the migrated template on the PostgreSQL server of `url` unless it is there. Built under a
 * temporary name and renamed when complete, so a run stopped half-way leaves no broken template.
 */
export async function postgresTemplate(url: string): Promise<void> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return;
    const building = `${name}_${process.pid}`;
    await admin.query(`create database ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openDatabase({ url: target.toString() });
    try {
      await migrate(database.db);
    } finally {
      await database.close();
    }
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (err) {
      // Another test process made it first (test files run side by side): keep theirs.
      await admin.query(`drop database if exists ${building}`);
      if ((err as { code?: string }).code !== '42P04') throw err;
    }
  } finally {
    await admin.end();
  }
}
