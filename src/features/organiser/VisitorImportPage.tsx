/**
 * /organiser/events/:eventId/visitors: import the event's registration list. The file is read in
 * a worker; its columns are mapped to the visitor fields (guessed from the headers); the first
 * rows are previewed; every row is checked at once, problems listed by row number; the valid rows
 * are then sent in parts, with progress, and the server checks them again.
 */
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as Comlink from 'comlink';
import type { ImportApi, ParsedFile } from '../../../workers/import.worker';
import { checkRows, guessMapping, IMPORT_CHUNK, IMPORT_FIELDS, IMPORT_MAX_ROWS, mapRows, type ImportField, type RowProblem } from '../../domain/visitor-import';
import type { OrganiserEvent } from '../../domain/organiser';
import { organiserDownload, organiserRequest, failureKey } from './api';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';

/** The fields shown first; the rest of the contact fields are under 'More fields'. */
const MAIN_FIELDS: readonly ImportField[] = ['badgeCode', 'firstname', 'lastname', 'fullname', 'company', 'email', 'phone1', 'jobfunction', 'city', 'country', 'registrationtype', 'public', 'contactable'];
const SHOWN_PROBLEMS = 100;
/** Badges in one PDF (the server's BADGES_PER_FILE). */
const BADGES_PER_FILE = 1000;

function BadgeFiles({ eventId, count }: { eventId: string; count: number }) {
  const { t, i18n } = useTranslation('organiser');
  const id = useId();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage);
  const parts = Array.from({ length: Math.ceil(count / BADGES_PER_FILE) }, (_, i) => i * BADGES_PER_FILE);
  async function get(offset: number) {
    setBusy(offset);
    setError(null);
    try {
      await organiserDownload(`/api/organiser/events/${encodeURIComponent(eventId)}/badges.pdf?offset=${offset}`, `${eventId}-badges-${offset + 1}.pdf`);
    } catch (err) {
      setError(failureKey(err));
    } finally {
      setBusy(null);
    }
  }
  return (
    <section className="card form-section" aria-labelledby={`${id}-badges`}>
      <h2 id={`${id}-badges`}>{t('visitors.badgesTitle')}</h2>
      <p className="field-hint">{t('visitors.badgesText')}</p>
      {error && (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      )}
      <div className="badge-files">
        {parts.map((offset) => (
          <button key={offset} type="button" className="button" disabled={busy !== null} aria-busy={busy === offset} onClick={() => void get(offset)}>
            {busy === offset ? t('visitors.badgesPreparing') : t('visitors.badgesFile', { from: number(offset + 1), to: number(Math.min(count, offset + BADGES_PER_FILE)) })}
          </button>
        ))}
      </div>
    </section>
  );
}

type Stage = { kind: 'choose' } | { kind: 'reading' } | { kind: 'mapping'; file: string; parsed: ParsedFile } | { kind: 'importing'; done: number; total: number } | { kind: 'done'; created: number; updated: number; problems: RowProblem[] };

async function parseFile(file: File) {
  const worker = new Worker(new URL('../../../workers/import.worker.ts', import.meta.url), { type: 'module', name: 'import' });
  try {
    return await Comlink.wrap<ImportApi>(worker).parse(file);
  } finally {
    worker.terminate();
  }
}

function ProblemList({ problems }: { problems: readonly RowProblem[] }) {
  const { t } = useTranslation(['organiser', 'connections']);
  const label = (field: ImportField | null) => (field ? (field === 'badgeCode' || field === 'public' || field === 'contactable' ? t(`visitors.field.${field}`) : t(`connections:field.${field}`)) : '');
  return (
    <>
      <ul className="problem-list">
        {problems.slice(0, SHOWN_PROBLEMS).map((p) => (
          <li key={`${p.row}-${p.field}`}>
            <strong>{t('visitors.row', { row: p.row })}</strong> {t('visitors.problem', { field: label(p.field), message: t(p.error) })}
          </li>
        ))}
      </ul>
      {problems.length > SHOWN_PROBLEMS && <p className="field-hint">{t('visitors.moreProblems', { count: problems.length - SHOWN_PROBLEMS })}</p>}
    </>
  );
}

export default function VisitorImportPage() {
  const { t, i18n } = useTranslation(['organiser', 'connections']);
  const eventId = useParams().eventId!;
  const id = useId();
  const [event, setEvent] = useState<OrganiserEvent | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [mapping, setMapping] = useState<Record<ImportField, number | null> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage);

  const loadCount = () =>
    organiserRequest<{ visitors: number }>(`/api/organiser/events/${encodeURIComponent(eventId)}/visitors/count`).then(
      (r) => setCount(r.visitors),
      () => {},
    );
  useEffect(() => {
    organiserRequest<OrganiserEvent>(`/api/organiser/events/${encodeURIComponent(eventId)}`).then(setEvent, (err: unknown) => setError(failureKey(err)));
    void loadCount();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId]);

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
    if (parsed.rows.length > IMPORT_MAX_ROWS) {
      setError('import.tooManyRows');
      setStage({ kind: 'choose' });
      return;
    }
    setMapping(guessMapping(parsed.headers));
    setStage({ kind: 'mapping', file: file.name, parsed });
  }

  const parsed = stage.kind === 'mapping' ? stage.parsed : null;
  const mapped = useMemo(() => (parsed && mapping ? mapRows(parsed.rows, mapping) : []), [parsed, mapping]);
  const checked = useMemo(() => checkRows(mapped, 2, parsed?.rowNumbers), [mapped, parsed]);
  const indexOfRow = useMemo(() => new Map(parsed?.rowNumbers.map((n, i) => [n, i]) ?? []), [parsed]);
  const usedFields = mapping ? IMPORT_FIELDS.filter((f) => mapping[f] !== null) : [];

  async function runImport() {
    const valid = checked.visitors.map((v) => ({ row: v.row, ...mapped[indexOfRow.get(v.row)!] }));
    setStage({ kind: 'importing', done: 0, total: valid.length });
    let created = 0;
    let updated = 0;
    const problems: RowProblem[] = [...checked.problems];
    try {
      for (let i = 0; i < valid.length; i += IMPORT_CHUNK) {
        const part = valid.slice(i, i + IMPORT_CHUNK);
        const res = await organiserRequest<{ created: number; updated: number; problems: RowProblem[] }>(`/api/organiser/events/${encodeURIComponent(eventId)}/visitors/import`, {
          method: 'POST',
          body: { rows: part },
          timeoutMs: 60_000,
        });
        created += res.created;
        updated += res.updated;
        problems.push(...res.problems);
        setStage({ kind: 'importing', done: i + part.length, total: valid.length });
      }
      setStage({ kind: 'done', created, updated, problems: problems.sort((a, b) => a.row - b.row) });
    } catch (err) {
      // What was sent before the failure is stored; the rest can be sent again (a re-import updates).
      setError(failureKey(err));
      setStage({ kind: 'done', created, updated, problems });
    }
    void loadCount();
  }

  const fieldLabel = (f: ImportField) => (f === 'badgeCode' || f === 'public' || f === 'contactable' ? t(`visitors.field.${f}`) : t(`connections:field.${f}`));
  const fieldSelect = (f: ImportField) => (
    <div className="field" key={f}>
      <label htmlFor={`${id}-${f}`}>{fieldLabel(f)}</label>
      <select id={`${id}-${f}`} value={mapping?.[f] ?? ''} onChange={(e) => setMapping((m) => (m ? { ...m, [f]: e.target.value === '' ? null : Number(e.target.value) } : m))}>
        <option value="">{t('visitors.notInFile')}</option>
        {parsed?.headers.map((h, i) => (
          <option key={i} value={i}>
            {h || t('visitors.column', { n: i + 1 })}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="page console-page">
      <EventPageHeader title={event?.name ?? t('visitors.title')} lead={count === null ? t('common:status.loading') : t('visitors.count', { count, formatted: number(count) })} />
      <EventTabs eventId={eventId} />
      {error && (
        <div className="callout callout-negative" role="alert">
          <p>{t(error)}</p>
        </div>
      )}

      {(stage.kind === 'choose' || stage.kind === 'done') && !!count && <BadgeFiles eventId={eventId} count={count} />}

      {(stage.kind === 'choose' || stage.kind === 'reading') && (
        <section className="card form-section" aria-labelledby={`${id}-choose`} aria-busy={stage.kind === 'reading'}>
          <h2 id={`${id}-choose`}>{t('visitors.importTitle')}</h2>
          <p className="field-hint">{t('visitors.importText')}</p>
          <input ref={fileInput} id={`${id}-file`} className="visually-hidden" type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => void choose(e)} />
          <label htmlFor={`${id}-file`} className="button button-primary file-button">
            {stage.kind === 'reading' ? t('visitors.reading') : t('visitors.chooseFile')}
          </label>
        </section>
      )}

      {stage.kind === 'mapping' && mapping && (
        <div className="console-form">
          <section className="card form-section" aria-labelledby={`${id}-map`}>
            <h2 id={`${id}-map`}>{t('visitors.mapTitle', { file: stage.file })}</h2>
            <p className="field-hint">{t('visitors.mapText', { count: stage.parsed.rows.length, formatted: number(stage.parsed.rows.length) })}</p>
            <div className="form-row form-row-4">{MAIN_FIELDS.map(fieldSelect)}</div>
            <details className="more-fields">
              <summary>{t('visitors.moreFields')}</summary>
              <div className="form-row form-row-4">{IMPORT_FIELDS.filter((f) => !MAIN_FIELDS.includes(f)).map(fieldSelect)}</div>
            </details>
          </section>

          <section className="card form-section" aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`}>{t('visitors.previewTitle')}</h2>
            <div className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('visitors.rowColumn')}</th>
                    {usedFields.map((f) => (
                      <th scope="col" key={f}>
                        {fieldLabel(f)}
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
            <h2 id={`${id}-check`}>{t('visitors.checkTitle')}</h2>
            <p role="status">
              {t('visitors.ready', { count: checked.visitors.length, formatted: number(checked.visitors.length) })}
              {checked.problems.length > 0 && ` ${t('visitors.withProblems', { count: checked.problems.length, formatted: number(checked.problems.length) })}`}
            </p>
            {checked.problems.length > 0 && <ProblemList problems={checked.problems} />}
            <div className="form-actions">
              <button type="button" className="button button-primary" disabled={checked.visitors.length === 0} onClick={() => void runImport()}>
                {t('visitors.import', { count: checked.visitors.length, formatted: number(checked.visitors.length) })}
              </button>
              <button type="button" className="button" onClick={() => setStage({ kind: 'choose' })}>
                {t('visitors.otherFile')}
              </button>
            </div>
          </section>
        </div>
      )}

      {stage.kind === 'importing' && (
        <section className="card form-section" aria-labelledby={`${id}-progress`}>
          <h2 id={`${id}-progress`}>{t('visitors.importing')}</h2>
          <div className="progress progress-large" role="progressbar" aria-labelledby={`${id}-progress`} aria-valuemin={0} aria-valuemax={stage.total} aria-valuenow={stage.done}>
            <span style={{ width: `${Math.round((stage.done / Math.max(1, stage.total)) * 100)}%` }} />
          </div>
          <p role="status">{t('visitors.progress', { done: number(stage.done), total: number(stage.total) })}</p>
        </section>
      )}

      {stage.kind === 'done' && (
        <section className="card form-section" aria-labelledby={`${id}-done`}>
          <h2 id={`${id}-done`}>{t('visitors.doneTitle')}</h2>
          <div className="callout callout-positive" role="status">
            <p>{t('visitors.done', { created: number(stage.created), updated: number(stage.updated) })}</p>
          </div>
          {stage.problems.length > 0 && (
            <>
              <p>{t('visitors.skipped', { count: stage.problems.length, formatted: number(stage.problems.length) })}</p>
              <ProblemList problems={stage.problems} />
            </>
          )}
          <button type="button" className="button" onClick={() => setStage({ kind: 'choose' })}>
            {t('visitors.another')}
          </button>
        </section>
      )}
    </div>
  );
}
