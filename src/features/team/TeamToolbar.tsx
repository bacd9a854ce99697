/**
 * The team list's search and filters (permission, registration, attendance) and its sort. On a
 * phone the filters fold away under one line; on a desktop they stand in the toolbar.
 */
import { useId, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '../../domain/session';
import { ATTENDANCE_STATES, REGISTRATION_STATES, type TeamFilter, type TeamSort } from '../../domain/team';

const SORTS: TeamSort[] = ['name', 'lastLogin', 'connections', 'state'];

/** The search field, the filters and the sort above the team list. */
export function TeamToolbar({
  filter,
  setFilter,
  sort,
  setSort,
  narrow,
}: {
  filter: TeamFilter;
  setFilter: Dispatch<SetStateAction<TeamFilter>>;
  sort: TeamSort;
  setSort: (sort: TeamSort) => void;
  /** A phone: the filters fold away. */
  narrow: boolean;
}) {
  const { t } = useTranslation('team');
  const id = useId();
  const setF = <K extends keyof TeamFilter>(key: K, value: TeamFilter[K]) => setFilter((f) => ({ ...f, [key]: value }));
  /** On a phone the filters fold away under one line; on a desktop they stand in the toolbar. */
  const foldFilters = (children: ReactNode) =>
    narrow ? (
      <details className="team-filters">
        <summary>{t('filter.more')}</summary>
        <div className="team-filter-grid">{children}</div>
      </details>
    ) : (
      <>{children}</>
    );

  return (
    <div className="team-toolbar" role="search" aria-label={t('filter.label')}>
      <div className="field team-search">
        <label htmlFor={`${id}-search`}>{t('filter.search')}</label>
        <input id={`${id}-search`} type="search" value={filter.search} onChange={(e) => setF('search', e.target.value)} placeholder={t('filter.searchPlaceholder')} />
      </div>
      {foldFilters(
        <>
          <div className="field">
            <label htmlFor={`${id}-permission`}>{t('filter.permission')}</label>
            <select id={`${id}-permission`} value={filter.permission} onChange={(e) => setF('permission', e.target.value as TeamFilter['permission'])}>
              <option value="">{t('filter.all')}</option>
              {PERMISSIONS.map((p) => (
                <option key={p} value={p}>
                  {t(`permission.${p}`)}
                </option>
              ))}
              <option value="none">{t('filter.noPermission')}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-registration`}>{t('filter.registration')}</label>
            <select id={`${id}-registration`} value={filter.registration} onChange={(e) => setF('registration', e.target.value as TeamFilter['registration'])}>
              <option value="">{t('filter.all')}</option>
              {REGISTRATION_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`registration.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-attendance`}>{t('filter.attendance')}</label>
            <select id={`${id}-attendance`} value={filter.attendance} onChange={(e) => setF('attendance', e.target.value as TeamFilter['attendance'])}>
              <option value="">{t('filter.all')}</option>
              {ATTENDANCE_STATES.map((a) => (
                <option key={a} value={a}>
                  {t(`attendance.${a}`)}
                </option>
              ))}
              <option value="unknown">{t('attendance.unknown')}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-sort`}>{t('filter.sort')}</label>
            <select id={`${id}-sort`} value={sort} onChange={(e) => setSort(e.target.value as TeamSort)}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sort.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </>,
      )}
    </div>
  );
}
