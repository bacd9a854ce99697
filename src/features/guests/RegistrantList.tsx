/** The registrants as a list: cards on a phone, a table on a desktop; each with its menu of actions. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../app/useFormatTime';
import type { Registrant } from '../../domain/guests';
import type { RegistrationState } from '../../domain/team';
import { TypeLabel } from './parts';

/** The guest's name, or the address for a guest invited without one. */
export function guestName(g: Pick<Registrant, 'firstName' | 'lastName' | 'email'>): string {
  return `${g.firstName} ${g.lastName}`.trim() || g.email;
}

export function RegistrantList({ registrants, narrow, actions }: { registrants: readonly Registrant[]; narrow: boolean; actions: (g: Registrant) => ReactNode }) {
  const { t } = useTranslation('guests');
  const formatDay = useFormatDay();
  const sourceText = (g: Registrant) => (g.source === 'invitation' ? t('registrants.invitation') : g.source || t('registrants.noSource'));
  const source = (g: Registrant, codeClass: string) => (
    <>
      {sourceText(g)}
      {g.actionCode && <span className={codeClass}>{g.actionCode}</span>}
    </>
  );

  if (narrow) {
    return (
      <ul className="registrant-cards" aria-label={t('tab.registrants')}>
        {registrants.map((g) => (
          <li key={g.id} className="registrant-card">
            <div className="registrant-card-head">
              <div className="registrant-card-name">
                <strong>{guestName(g)}</strong>
                {guestName(g) !== g.email && <span className="registrant-sub">{g.email}</span>}
                {g.company && <span className="registrant-sub">{g.company}</span>}
              </div>
              {actions(g)}
            </div>
            <p className="registrant-chips">
              <StateChip state={g.state} />
              <span className="status-chip">
                <TypeLabel type={g.registrationType} />
              </span>
            </p>
            <dl className="registrant-facts">
              <div>
                <dt>{t('registrants.column.source')}</dt>
                <dd>{source(g, 'registrant-code')}</dd>
              </div>
              <div>
                <dt>{t('registrants.column.registered')}</dt>
                <dd>{formatDay(g.createdAt)}</dd>
              </div>
              <div>
                <dt>{t('registrants.column.attendance')}</dt>
                <dd>
                  <AttendanceChip guest={g} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="table-card registrants-table">
      <table className="data-table">
        <caption className="visually-hidden">{t('tab.registrants')}</caption>
        <thead>
          <tr>
            {(['guest', 'type', 'state', 'attendance', 'source', 'registered'] as const).map((h) => (
              <th key={h} scope="col">
                {t(`registrants.column.${h}`)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('registrants.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {registrants.map((g) => (
            <tr key={g.id}>
              <th scope="row" className="registrant-guest">
                <span className="registrant-name">{guestName(g)}</span>
                {guestName(g) !== g.email && <span className="table-sub">{g.email}</span>}
                {g.company && <span className="table-sub">{g.company}</span>}
              </th>
              <td>
                <TypeLabel type={g.registrationType} />
              </td>
              <td>
                <StateChip state={g.state} />
              </td>
              <td>
                <AttendanceChip guest={g} />
              </td>
              <td>{source(g, 'table-sub registrant-code')}</td>
              <td className="registrant-date">{formatDay(g.createdAt)}</td>
              <td className="registrant-actions">{actions(g)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StateChip({ state }: { state: RegistrationState }) {
  const { t } = useTranslation('guests');
  return (
    <span className={`guest-state guest-state-${state}`}>
      {state === 'hold' && <span className="guest-state-pause" aria-hidden="true" />}
      {t(`registrants.state.${state}`)}
    </span>
  );
}

function AttendanceChip({ guest }: { guest: Registrant }) {
  const { t } = useTranslation('guests');
  const a = guest.attendance ?? 'unknown';
  return <span className={`guest-attendance guest-attendance-${a}`}>{t(`registrants.attendance.${a}`)}</span>;
}
