/**
 * /organiser/events/:eventId/exhibitors/import: the event's exhibitors from a spreadsheet (the
 * console's import, ImportFlow.tsx): a company per row with the administrator to invite. New
 * companies get the sections chosen here; companies already there (same name) are matched and
 * keep theirs, so importing a file twice adds and invites nobody twice.
 */
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
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
import { consoleFailure } from './api';
import { importExhibitors, listExhibitors } from '../../domain/endpoints/organiser-exhibitors';
import { callAs, invalidate, useAnswer } from '../../ui/remote/queries';
import { LoadFailed } from '../../ui/remote/parts';
import { getEvent } from '../../domain/endpoints/organiser';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';
import { ImportFlow, type ImportKind } from '../../ui/import/ImportFlow';
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
  failureKey: consoleFailure,
};

export default function ExhibitorImportPage() {
  const { t } = useTranslation('organiser');
  const eventId = useParams().eventId!;
  const id = useId();
  const eventAnswer = useAnswer(getEvent, { params: { eventId } });
  const event = eventAnswer.data ?? null;
  const [settings, setSettings] = useState<ExhibitorSettings>(allSettings(true));
  const [invite, setInvite] = useState(true);

  const kind = useMemo<ImportKind<ExhibitorImportField>>(
    () => ({
      ...EXHIBITOR_IMPORT,
      send: (rows) => callAs(importExhibitors, { params: { eventId }, body: { rows: [...rows], settings, invite } }, { timeoutMs: 60_000 }),
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
      {eventAnswer.error && <LoadFailed error={consoleFailure(eventAnswer.error)} cause={eventAnswer.error} onRetry={() => void eventAnswer.refetch()} />}
      <ImportFlow kind={kind} onImported={() => void invalidate(listExhibitors)} />
    </div>
  );
}
