import fs from 'node:fs';
import { openDatabase, pgliteExtensions } from '../db/database';
import { migrate } from '../db/migrate';
import { postgresTemplate, templatePath } from './template';

export default async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return postgresTemplate(process.env.DATABASE_URL);
  const file = templatePath();
  if (fs.existsSync(file)) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create({ extensions: await pgliteExtensions() });
  const database = await openDatabase({ pglite });
  await migrate(database.db);
  const dump = await pglite.dumpDataDir('gzip');
  fs.writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(`${file}.tmp`, file);
  await database.close();
}
