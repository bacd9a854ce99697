/**
 * The team import on the team screen: a CSV or Excel file of up to 1000 people, read in a worker,
 * columns mapped and previewed, every row checked with the server's own rules before anything is
 * sent, and the choice to invite them or register them at once. The server checks again, keeps the
 * people the team already has, and mails the new ones from a job.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportFlow, type ImportKind } from '../../ui/import/ImportFlow';
import { importTeam } from '../../domain/endpoints/team';
import { callAs } from '../../ui/remote/queries';
import { checkStaffRows, guessStaffColumns, mapStaffRows, STAFF_IMPORT_FIELDS, STAFF_IMPORT_MAX_ROWS, type StaffImportField } from '../../domain/staff-import';
import { JOIN_METHODS, type JoinMethod } from '../../domain/team';
import { failureKey } from './useTeam';

export function TeamImport({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation('team');
  const id = useId();
  const [join, setJoin] = useState<JoinMethod>('invite');
  const kind = useMemo<ImportKind<StaffImportField>>(
    () => ({
      keys: 'team:import',
      fields: STAFF_IMPORT_FIELDS,
      mainFields: ['firstName', 'lastName', 'email', 'permissions'],
      fieldLabel: (f, tr) => tr(`team:import.field.${f}`),
      guess: guessStaffColumns,
      read: mapStaffRows,
      check: (rows, numbers) => {
        const { staff, problems } = checkStaffRows(rows, 2, numbers);
        return { valid: staff.map((s) => s.row), problems };
      },
      maxRows: STAFF_IMPORT_MAX_ROWS,
      // The whole file in one request: the server checks every row before it writes any.
      chunk: STAFF_IMPORT_MAX_ROWS,
      send: (rows) => callAs(importTeam, { body: { rows: [...rows], join } }, { quiet: true, timeoutMs: 60_000 }),
      failureKey: (err) => failureKey(err).error,
      options: (
        <fieldset className="member-permissions">
          <legend>{t('join.legend')}</legend>
          {JOIN_METHODS.map((j) => (
            <label key={j} className="check-row">
              <input type="radio" name={`${id}-join`} value={j} checked={join === j} onChange={() => setJoin(j)} />
              <span>
                <strong>{t(`join.${j}`)}</strong>
                <span className="field-hint">{t(`join.${j}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ),
    }),
    [join, id, t],
  );
  return (
    <div className="team-import">
      <ImportFlow kind={kind} onImported={onImported} />
    </div>
  );
}
