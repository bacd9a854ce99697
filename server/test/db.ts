/**
 * A fresh database for one test file: on PGlite a copy of the migrated template (in memory); with
 * DATABASE_URL a copy of the migrated template database on that PostgreSQL server (made by the
 * global setup; migrated here too, a no-op unless it is missing), dropped on close.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { postgresTemplate, postgresTemplateName, templatePath } from './template';

export async function testDatabase(url: string | undefined = process.env.DATABASE_URL): Promise<Database & { url?: string }> {
  if (!url) return openDatabase({ template: new Blob([fs.readFileSync(templatePath())]) });

  await postgresTemplate(url);
  const name = `leadstand_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${postgresTemplateName()}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString() });
  await migrate(database.db);
  return {
    ...database,
    url: dbUrl.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
