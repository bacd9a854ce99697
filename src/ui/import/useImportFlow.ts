/**
 * The import's stages and work: the chosen file read in a worker, its columns mapped, every row
 * checked at once, then the valid rows sent in parts with progress, and what came of it.
 */
import { useMemo, useState, type ChangeEvent } from 'react';
import * as Comlink from 'comlink';
import type { ImportApi, ParsedFile } from '../../../workers/import.worker';
import type { RowProblem } from '../../domain/table-import';
import type { ImportKind } from './import-kind';

export type Stage =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | { kind: 'mapping'; file: string; parsed: ParsedFile }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'done'; created: number; updated: number; invited: number; problems: RowProblem[] };

async function parseFile(file: File) {
  const worker = new Worker(new URL('../../../workers/import.worker.ts', import.meta.url), { type: 'module', name: 'import' });
  try {
    return await Comlink.wrap<ImportApi>(worker).parse(file);
  } finally {
    worker.terminate();
  }
}

/** The stage, the mapping and the rows it reads (checked), with `choose` (the file input's change) and `runImport`. */
export function useImportFlow<F extends string>(kind: ImportKind<F>, onImported?: () => void) {
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [mapping, setMapping] = useState<Record<F, number | null> | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    setStage({ kind: 'reading' });
    const parsed = await parseFile(file);
    if ('failure' in parsed) {
      setError(parsed.failure);
      setStage({ kind: 'choose' });
      return;
    }
    if (parsed.rows.length > kind.maxRows) {
      setError(`${kind.keys}.tooManyRows`);
      setStage({ kind: 'choose' });
      return;
    }
    setMapping(kind.guess(parsed.headers));
    setStage({ kind: 'mapping', file: file.name, parsed });
  }

  const parsed = stage.kind === 'mapping' ? stage.parsed : null;
  const mapped = useMemo(() => (parsed && mapping ? kind.read(parsed.rows, mapping) : []), [parsed, mapping, kind]);
  const checked = useMemo(() => kind.check(mapped, parsed?.rowNumbers ?? []), [mapped, parsed, kind]);
  const indexOfRow = useMemo(() => new Map(parsed?.rowNumbers.map((n, i) => [n, i]) ?? []), [parsed]);

  async function runImport() {
    const valid = checked.valid.map((row): Partial<Record<F, string>> & { row: number } => ({ ...mapped[indexOfRow.get(row)!]!, row }));
    setStage({ kind: 'importing', done: 0, total: valid.length });
    const total = { created: 0, updated: 0, invited: 0 };
    const problems: RowProblem[] = [...checked.problems];
    try {
      for (let i = 0; i < valid.length; i += kind.chunk) {
        const part = valid.slice(i, i + kind.chunk);
        const res = await kind.send(part);
        total.created += res.created;
        total.updated += res.updated;
        total.invited += res.invited ?? 0;
        problems.push(...res.problems);
        setStage({ kind: 'importing', done: i + part.length, total: valid.length });
      }
    } catch (err) {
      // What was sent before the failure is stored; the rest can be sent again (a re-import updates).
      setError(kind.failureKey(err));
    }
    setStage({ kind: 'done', ...total, problems: problems.sort((a, b) => a.row - b.row) });
    onImported?.();
  }

  return { stage, setStage, mapping, setMapping, error, choose, mapped, checked, runImport };
}
