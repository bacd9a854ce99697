/**
 * The import's later stages: the file's columns mapped to the list's fields with a preview of the
 * first rows and the check of every row, and what the import did; both list the rows' problems.
 */
import { useId, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParsedFile } from '../../../workers/import.worker';
import type { RowProblem } from '../../domain/table-import';
import type { ImportKind } from './import-kind';
import type { Stage } from './useImportFlow';

const SHOWN_PROBLEMS = 100;

/** The rows' problems, the first SHOWN_PROBLEMS of them, each with its row number and field. */
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

/** The mapping of the file's columns, the preview of its first rows, and the check with the import button. */
export function ImportMapping<F extends string>({
  kind,
  file,
  parsed,
  mapping,
  setMapping,
  mapped,
  checked,
  label,
  onImport,
  onOtherFile,
}: {
  kind: ImportKind<F>;
  /** The file's name. */
  file: string;
  parsed: ParsedFile;
  mapping: Record<F, number | null>;
  setMapping: Dispatch<SetStateAction<Record<F, number | null> | null>>;
  mapped: ReadonlyArray<Partial<Record<F, string>>>;
  checked: { valid: number[]; problems: RowProblem[] };
  label: (field: string | null) => string;
  onImport: () => void;
  onOtherFile: () => void;
}) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage);
  const k = kind.keys;
  const usedFields = kind.fields.filter((f) => mapping[f] !== null);
  const fieldSelect = (f: F) => (
    <div className="field" key={f}>
      <label htmlFor={`${id}-${f}`}>{kind.fieldLabel(f, t)}</label>
      <select id={`${id}-${f}`} value={mapping[f] ?? ''} onChange={(e) => setMapping((m) => (m ? { ...m, [f]: e.target.value === '' ? null : Number(e.target.value) } : m))}>
        <option value="">{t('import.notInFile')}</option>
        {parsed.headers.map((h, i) => (
          <option key={i} value={i}>
            {h || t('import.column', { n: i + 1 })}
          </option>
        ))}
      </select>
    </div>
  );
  const more = kind.fields.filter((f) => !kind.mainFields.includes(f));

  return (
    <div className="console-form">
      <section className="card form-section" aria-labelledby={`${id}-map`}>
        <h2 id={`${id}-map`}>{t('import.mapTitle', { file })}</h2>
        <p className="field-hint">{t('import.mapText', { count: parsed.rows.length, formatted: number(parsed.rows.length) })}</p>
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
                  <td>{parsed.rowNumbers[i]}</td>
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
          <button type="button" className="button button-primary" disabled={checked.valid.length === 0} onClick={onImport}>
            {t(`${k}.import`, { count: checked.valid.length, formatted: number(checked.valid.length) })}
          </button>
          <button type="button" className="button" onClick={onOtherFile}>
            {t('import.otherFile')}
          </button>
        </div>
      </section>
    </div>
  );
}

/** What the import did: the rows created, updated (and invited), and the rows skipped with their problems. */
export function ImportDone({ keys: k, result, label, onAnother }: { keys: string; result: Extract<Stage, { kind: 'done' }>; label: (field: string | null) => string; onAnother: () => void }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage);
  return (
    <section className="card form-section" aria-labelledby={`${id}-done`}>
      <h2 id={`${id}-done`}>{t('import.doneTitle')}</h2>
      <div className="callout callout-positive" role="status">
        <p>{t(`${k}.done`, { created: number(result.created), updated: number(result.updated), invited: number(result.invited), count: result.invited })}</p>
      </div>
      {result.problems.length > 0 && (
        <>
          <p>{t('import.skipped', { count: result.problems.length, formatted: number(result.problems.length) })}</p>
          <ProblemList problems={result.problems} label={label} />
        </>
      )}
      <button type="button" className="button" onClick={onAnother}>
        {t('import.another')}
      </button>
    </section>
  );
}
