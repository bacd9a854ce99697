/**
 * The spreadsheet import, for any list (the console's visitors and exhibitors, an exhibitor's
 * team): the file is read in a worker; its columns are mapped to the list's fields (guessed from
 * the headers); the first rows are previewed; every row is checked at once, problems listed by row
 * number; the valid rows are then sent in parts, with progress, and the server checks them again.
 * What a kind of list brings is in `ImportKind`; its own texts are under `<keys>.*` (importTitle,
 * importText, ready, import, progress, done, tooManyRows, with their namespace), the shared ones
 * under `common:import.*`.
 */
import { useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import * as Comlink from 'comlink';
import type { ImportApi, ParsedFile } from '../../../workers/import.worker';
import type * as v from 'valibot';
import type { ImportPartAnswer, RowProblem } from '../../domain/table-import';

const SHOWN_PROBLEMS = 100;

/** What the server answers for each part (`invited`: exhibitor lists only). */
export type ImportPartResult = v.InferOutput<typeof ImportPartAnswer>;

export interface ImportKind<F extends string> {
  /** The key prefix of this list's own texts, with its namespace ('organiser:visitors'). */
  keys: string;
  fields: readonly F[];
  /** The fields shown first; the rest are under 'More fields'. */
  mainFields: readonly F[];
  /** A field's label, with the console's translation function. */
  fieldLabel: (field: F, t: TFunction) => string;
  guess: (headers: readonly string[]) => Record<F, number | null>;
  read: (rows: readonly (readonly unknown[])[], mapping: Record<F, number | null>) => Array<Partial<Record<F, string>>>;
  /** The rows that pass (with their row numbers) and the problems of the others. */
  check: (rows: ReadonlyArray<Partial<Record<F, string>>>, rowNumbers: readonly number[]) => { valid: number[]; problems: RowProblem[] };
  maxRows: number;
  chunk: number;
  /** Sends one part of the valid rows (with their row numbers) to the server. */
  send: (rows: ReadonlyArray<Partial<Record<F, string>> & { row: number }>) => Promise<ImportPartResult>;
  /** The translation key of a failed request. */
  failureKey: (err: unknown) => string;
  /** Choices shown above the import button. */
  options?: ReactNode;
}

type Stage =
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

function ProblemList({ problems, label }: { problems: readonly RowProblem[]; label: (field: string | null) => string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <ul className="problem-list">
        {problems.slice(0, SHOWN_PROBLEMS).map((p) => (
          <li key={`${p.row}-${p.field}`}>
            <strong>{t('import.row', { row: p.row })}</strong> {t('import.problem', { field: label(p.field), message: t(p.error) })}
          </li>
        ))}
      </ul>
      {problems.length > SHOWN_PROBLEMS && <p className="field-hint">{t('import.moreProblems', { count: problems.length - SHOWN_PROBLEMS })}</p>}
    </>
  );
}

export function ImportFlow<F extends string>({ kind, onImported }: { kind: ImportKind<F>; onImported?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [mapping, setMapping] = useState<Record<F, number | null> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage);
  const k = kind.keys;
  const label = (field: string | null) => (field ? kind.fieldLabel(field as F, t) : '');

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
      setError(`${k}.tooManyRows`);
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
  const usedFields = mapping ? kind.fields.filter((f) => mapping[f] !== null) : [];

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

  const fieldSelect = (f: F) => (
    <div className="field" key={f}>
      <label htmlFor={`${id}-${f}`}>{kind.fieldLabel(f, t)}</label>
      <select id={`${id}-${f}`} value={mapping?.[f] ?? ''} onChange={(e) => setMapping((m) => (m ? { ...m, [f]: e.target.value === '' ? null : Number(e.target.value) } : m))}>
        <option value="">{t('import.notInFile')}</option>
        {parsed?.headers.map((h, i) => (
          <option key={i} value={i}>
            {h || t('import.column', { n: i + 1 })}
          </option>
        ))}
      </select>
    </div>
  );
  const more = kind.fields.filter((f) => !kind.mainFields.includes(f));

  return (
    <>
      {error && (
        <div className="callout callout-negative" role="alert">
          <p>{t(error)}</p>
        </div>
      )}

      {(stage.kind === 'choose' || stage.kind === 'reading') && (
        <section className="card form-section" aria-labelledby={`${id}-choose`} aria-busy={stage.kind === 'reading'}>
          <h2 id={`${id}-choose`}>{t(`${k}.importTitle`)}</h2>
          <p className="field-hint">{t(`${k}.importText`)}</p>
          <input ref={fileInput} id={`${id}-file`} className="visually-hidden" type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => void choose(e)} />
          <label htmlFor={`${id}-file`} className="button button-primary file-button">
            {stage.kind === 'reading' ? t('import.reading') : t('import.chooseFile')}
          </label>
        </section>
      )}

      {stage.kind === 'mapping' && mapping && (
        <div className="console-form">
          <section className="card form-section" aria-labelledby={`${id}-map`}>
            <h2 id={`${id}-map`}>{t('import.mapTitle', { file: stage.file })}</h2>
            <p className="field-hint">{t('import.mapText', { count: stage.parsed.rows.length, formatted: number(stage.parsed.rows.length) })}</p>
            <div className="form-row form-row-4">{kind.mainFields.map(fieldSelect)}</div>
            {more.length > 0 && (
              <details className="more-fields">
                <summary>{t('import.moreFields')}</summary>
                <div className="form-row form-row-4">{more.map(fieldSelect)}</div>
              </details>
            )}
          </section>

          <section className="card form-section" aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`}>{t('import.previewTitle')}</h2>
            <div className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('import.rowColumn')}</th>
                    {usedFields.map((f) => (
                      <th scope="col" key={f}>
                        {kind.fieldLabel(f, t)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {mapped.slice(0, 5).map((row, i) => (
                    <tr key={i}>
                      <td>{stage.parsed.rowNumbers[i]}</td>
                      {usedFields.map((f) => (
                        <td key={f}>{row[f] ?? ''}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className="card form-section" aria-labelledby={`${id}-check`}>
            <h2 id={`${id}-check`}>{t('import.checkTitle')}</h2>
            <p role="status">
              {t(`${k}.ready`, { count: checked.valid.length, formatted: number(checked.valid.length) })}
              {checked.problems.length > 0 && ` ${t('import.withProblems', { count: checked.problems.length, formatted: number(checked.problems.length) })}`}
            </p>
            {checked.problems.length > 0 && <ProblemList problems={checked.problems} label={label} />}
            {kind.options}
            <div className="form-actions">
              <button type="button" className="button button-primary" disabled={checked.valid.length === 0} onClick={() => void runImport()}>
                {t(`${k}.import`, { count: checked.valid.length, formatted: number(checked.valid.length) })}
              </button>
              <button type="button" className="button" onClick={() => setStage({ kind: 'choose' })}>
                {t('import.otherFile')}
              </button>
            </div>
          </section>
        </div>
      )}

      {stage.kind === 'importing' && (
        <section className="card form-section" aria-labelledby={`${id}-progress`}>
          <h2 id={`${id}-progress`}>{t('import.importing')}</h2>
          <div className="progress progress-large" role="progressbar" aria-labelledby={`${id}-progress`} aria-valuemin={0} aria-valuemax={stage.total} aria-valuenow={stage.done}>
            <span style={{ width: `${Math.round((stage.done / Math.max(1, stage.total)) * 100)}%` }} />
          </div>
          <p role="status">{t(`${k}.progress`, { done: number(stage.done), total: number(stage.total) })}</p>
        </section>
      )}

      {stage.kind === 'done' && (
        <section className="card form-section" aria-labelledby={`${id}-done`}>
          <h2 id={`${id}-done`}>{t('import.doneTitle')}</h2>
          <div className="callout callout-positive" role="status">
            <p>{t(`${k}.done`, { created: number(stage.created), updated: number(stage.updated), invited: number(stage.invited), count: stage.invited })}</p>
          </div>
          {stage.problems.length > 0 && (
            <>
              <p>{t('import.skipped', { count: stage.problems.length, formatted: number(stage.problems.length) })}</p>
              <ProblemList problems={stage.problems} label={label} />
            </>
          )}
          <button type="button" className="button" onClick={() => setStage({ kind: 'choose' })}>
            {t('import.another')}
          </button>
        </section>
      )}
    </>
  );
}
