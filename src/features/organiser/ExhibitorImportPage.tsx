/**
 * /organiser/events/:eventId/exhibitors/import: the event's exhibitors from a spreadsheet (the
 * console's import, ImportFlow.tsx): a company per row with the administrator to invite. New
 * companies get the sections chosen here; companies already there (same name) are matched and
 * keep theirs, so importing a file twice adds and invites nobody twice.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrganiserEvent } from '../../domain/organiser';
import { allSettings, type ExhibitorSettings } from '../../domain/session';
import {
  checkExhibitorRows,
  EXHIBITOR_IMPORT_CHUNK,
  EXHIBITOR_IMPORT_FIELDS,
  EXHIBITOR_IMPORT_MAX_ROWS,
  guessExhibitorColumns,
  mapExhibitorRows,
  type ExhibitorImportField,
} from '../../domain/exhibitor-import';
import { organiserCall, organiserRequest, failureKey } from './api';
import { getEvent } from '../../domain/endpoints/organiser';
import { LoadError } from './ConsoleParts';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';
import { ImportFlow, type ImportKind, type ImportPartResult } from '../../ui/import/ImportFlow';
import { SettingSwitches } from './SettingSwitches';

const EXHIBITOR_IMPORT: Omit<ImportKind<ExhibitorImportField>, 'send'> = {
  keys: 'organiser:exhibitorImport',
  fields: EXHIBITOR_IMPORT_FIELDS,
  mainFields: EXHIBITOR_IMPORT_FIELDS,
  fieldLabel: (f, t) => t(`organiser:exhibitorImport.field.${f}`),
  guess: guessExhibitorColumns,
  read: mapExhibitorRows,
  check: (rows, numbers) => {
    const { exhibitors, problems } = checkExhibitorRows(rows, 2, numbers);
    return { valid: exhibitors.map((x) => x.row), problems };
  },
  maxRows: EXHIBITOR_IMPORT_MAX_ROWS,
  chunk: EXHIBITOR_IMPORT_CHUNK,
  failureKey,
};

export default function ExhibitorImportPage() {
  const { t } = useTranslation('organiser');
  const eventId = useParams().eventId!;
  const id = useId();
  const [event, setEvent] = useState<OrganiserEvent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [settings, setSettings] = useState<ExhibitorSettings>(allSettings(true));
  const [invite, setInvite] = useState(true);

  useEffect(() => {
    organiserCall(getEvent, { params: { eventId } }).then(setEvent, (err: unknown) => setError(failureKey(err)));
  }, [eventId]);

  const kind = useMemo<ImportKind<ExhibitorImportField>>(
    () => ({
      ...EXHIBITOR_IMPORT,
      send: (rows) =>
        organiserRequest<ImportPartResult>(`/api/organiser/events/${encodeURIComponent(eventId)}/exhibitors/import`, { method: 'POST', body: { rows, settings, invite }, timeoutMs: 60_000 }),
      options: (
        <div className="import-options">
          <label className="check-row">
            <input type="checkbox" checked={invite} onChange={(e) => setInvite(e.target.checked)} aria-describedby={`${id}-invite-hint`} />
            <span>{t('exhibitorImport.invite')}</span>
          </label>
          <p className="field-hint" id={`${id}-invite-hint`}>
            {invite ? t('exhibitorImport.inviteHint') : t('exhibitorImport.noInviteHint')}
          </p>
          <details className="more-fields">
            <summary>{t('exhibitorImport.settingsTitle')}</summary>
            <SettingSwitches settings={settings} onChange={setSettings} legend={t('exhibitorImport.settingsTitle')} hint={t('exhibitorImport.settingsHint')} />
          </details>
        </div>
      ),
    }),
    [eventId, settings, invite, id, t],
  );

  return (
    <div className="page console-page">
      <EventPageHeader title={event?.name ?? t('exhibitors.title')} lead={t('exhibitorImport.title')} />
      <EventTabs eventId={eventId} />
      <LoadError error={error} />
      <ImportFlow kind={kind} />
    </div>
  );
}
