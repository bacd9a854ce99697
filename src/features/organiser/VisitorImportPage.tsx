/**
 * /organiser/events/:eventId/visitors: the event's visitors (VisitorList: search, edit, add, remove,
 * print one badge or chosen ones), its badges in files of 1,000, and the import of its registration list. The file is read in
 * a worker; its columns are mapped to the visitor fields (guessed from the headers); the first
 * rows are previewed; every row is checked at once, problems listed by row number; the valid rows
 * are then sent in parts, with progress, and the server checks them again.
 */
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkRows, guessMapping, IMPORT_CHUNK, IMPORT_FIELDS, IMPORT_MAX_ROWS, mapRows, type ImportField } from '../../domain/visitor-import';
import { ImportFlow, type ImportKind } from '../../ui/import/ImportFlow';
import { consoleFailure, organiserDownload } from './api';
import { getEvent } from '../../domain/endpoints/organiser';
import { countVisitors, importVisitors, listVisitors } from '../../domain/endpoints/organiser-visitors';
import { callAs, invalidate, useAnswer } from '../../ui/remote/queries';
import { LoadFailed } from '../../ui/remote/parts';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';
import { VisitorList } from './VisitorList';

/** The fields shown first; the rest of the contact fields are under 'More fields'. */
const MAIN_FIELDS: readonly ImportField[] = ['badgeCode', 'firstname', 'lastname', 'fullname', 'company', 'email', 'phone1', 'jobfunction', 'city', 'country', 'registrationtype', 'public', 'contactable'];
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
      setError(consoleFailure(err));
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

const VISITOR_IMPORT: Omit<ImportKind<ImportField>, 'send'> = {
  keys: 'organiser:visitors',
  fields: IMPORT_FIELDS,
  mainFields: MAIN_FIELDS,
  fieldLabel: (f, t) => (f === 'badgeCode' || f === 'public' || f === 'contactable' ? t(`organiser:visitors.field.${f}`) : t(`connections:field.${f}`)),
  guess: guessMapping,
  read: mapRows,
  check: (rows, numbers) => {
    const { visitors, problems } = checkRows(rows, 2, numbers);
    return { valid: visitors.map((v) => v.row), problems };
  },
  maxRows: IMPORT_MAX_ROWS,
  chunk: IMPORT_CHUNK,
  failureKey: consoleFailure,
};

export default function VisitorImportPage() {
  const { t, i18n } = useTranslation(['organiser', 'connections']);
  const eventId = useParams().eventId!;
  const eventAnswer = useAnswer(getEvent, { params: { eventId } });
  const event = eventAnswer.data ?? null;
  const count = useAnswer(countVisitors, { params: { eventId } }).data?.visitors ?? null;
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage);
  const kind = useMemo<ImportKind<ImportField>>(
    () => ({
      ...VISITOR_IMPORT,
      send: (rows) => callAs(importVisitors, { params: { eventId }, body: { rows: [...rows] } }, { timeoutMs: 60_000 }),
    }),
    [eventId],
  );


  return (
    <div className="page console-page">
      <EventPageHeader title={event?.name ?? t('visitors.title')} lead={count === null ? (eventAnswer.error ? '' : t('common:status.loading')) : t('visitors.count', { count, formatted: number(count) })} />
      <EventTabs eventId={eventId} />
      {eventAnswer.error ? <LoadFailed error={consoleFailure(eventAnswer.error)} cause={eventAnswer.error} onRetry={() => void eventAnswer.refetch()} /> : <VisitorList eventId={eventId} />}
      {!!count && <BadgeFiles eventId={eventId} count={count} />}
      <ImportFlow kind={kind} onImported={() => void invalidate(countVisitors, listVisitors)} />
    </div>
  );
}
