/**
 * server/db/schema.ts is Kysely's view of the tables the migrations make, written by hand: this
 * reads it with the TypeScript compiler and compares it with the migrated database, table by
 * table and column by column (names, and whether a column may be null), so the two cannot drift.
 */
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from './database';
import { testDatabase } from '../test/db';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => database.close());

type Shape = Record<string, Record<string, 'null' | 'not null'>>;

/** The DB interface of schema.ts: each table's columns, and whether their type admits null. */
function declared(): Shape {
  const file = path.join(__dirname, 'schema.ts');
  const program = ts.createProgram([file], { strict: true, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const db = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DB')!;
  const shape: Shape = {};
  for (const table of checker.getTypeAtLocation(db).getProperties()) {
    const columns: Record<string, 'null' | 'not null'> = {};
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      // A column's selected type (ColumnType's first parameter, Generated's inner type).
      const type = checker.getTypeOfSymbol(column);
      const select = type.getProperty('__select__');
      const selected = select ? checker.getTypeOfSymbol(select) : type;
      const nullable = selected.isUnion() ? selected.types.some((t) => t.flags & ts.TypeFlags.Null) : !!(selected.flags & ts.TypeFlags.Null);
      columns[column.name] = nullable ? 'null' : 'not null';
    }
    shape[table.name] = columns;
  }
  return shape;
}

describe('schema.ts', () => {
  it('names every table and column of the migrated database, and says which may be null', async () => {
    const rows = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      select c.table_name, c.column_name, c.is_nullable from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.table_name <> 'schema_migrations'`.execute(database.db);
    const migrated: Shape = {};
    for (const r of rows.rows) (migrated[r.table_name] ??= {})[r.column_name] = r.is_nullable === 'YES' ? 'null' : 'not null';
    const sorted = (s: Shape) => Object.fromEntries(Object.keys(s).sort().map((t) => [t, Object.fromEntries(Object.keys(s[t]!).sort().map((c) => [c, s[t]![c]]))]));
    expect(sorted(declared())).toEqual(sorted(migrated));
  }, 60_000);
});
