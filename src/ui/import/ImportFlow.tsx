/**
 * The spreadsheet import, for any list (the console's visitors and exhibitors, an exhibitor's
 * team): the file is read in a worker; its columns are mapped to the list's fields (guessed from
 * the headers); the first rows are previewed; every row is checked at once, problems listed by row
 * number; the valid rows are then sent in parts, with progress, and the server checks them again.
 * What a kind of list brings is in `ImportKind`; its own texts are under `<keys>.*` (importTitle,
 * importText, ready, import, progress, done, tooManyRows, with their namespace), the shared ones
 * under `common:import.*`.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from './import-kind';
import { ImportDone, ImportMapping } from './ImportStages';
import { useImportFlow } from './useImportFlow';

export type { ImportKind, ImportPartResult } from './import-kind';

export function ImportFlow<F extends string>({ kind, onImported }: { kind: ImportKind<F>; onImported?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const { stage, setStage, mapping, setMapping, error, choose, mapped, checked, runImport } = useImportFlow(kind, onImported);
  const fileInput = useRef<HTMLInputElement>(null);
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage);
  const k = kind.keys;
  const label = (field: string | null) => (field ? kind.fieldLabel(field as F, t) : '');

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
        <ImportMapping
          kind={kind}
          file={stage.file}
          parsed={stage.parsed}
          mapping={mapping}
          setMapping={setMapping}
          mapped={mapped}
          checked={checked}
          label={label}
          onImport={() => void runImport()}
          onOtherFile={() => setStage({ kind: 'choose' })}
        />
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

      {stage.kind === 'done' && <ImportDone keys={k} result={stage} label={label} onAnother={() => setStage({ kind: 'choose' })} />}
    </>
  );
}
