/** What the registrants are filtered by: the search box, and the state, attendance, type and link (under "More filters" on a phone). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestQuery, RegistrationLink } from '../../domain/guests';
import { ATTENDANCE_STATES, REGISTRATION_STATES, type RegistrationState } from '../../domain/team';

export interface Filters {
  q: string;
  state: '' | RegistrationState;
  attendance: '' | 'show' | 'noShow' | 'unknown';
  type: string;
  /** A link's id, or 'invited' for the guests invited by e-mail. */
  link: string;
}
export const NO_FILTERS: Filters = { q: '', state: '', attendance: '', type: '', link: '' };
/** The link filter's value for guests invited by e-mail (the server's). */
const INVITED = 'invited';

export const isFiltered = (f: Filters) => Object.values(f).some((x) => x.trim() !== '');

/** The server's query for the filters: only those set, and the page's offset. */
export function queryOf(f: Filters, offset = 0): GuestQuery {
  const query: GuestQuery = {};
  if (f.q.trim()) query.q = f.q.trim();
  if (f.state) query.state = f.state;
  if (f.attendance) query.attendance = f.attendance;
  if (f.type.trim()) query.type = f.type.trim();
  if (f.link.trim()) query.link = f.link.trim();
  if (offset) query.offset = String(offset);
  return query;
}

export function RegistrantFilters({ filters, search, onSearch, onFilter, types, links, narrow }: { filters: Filters; search: string; onSearch: (q: string) => void; onFilter: <K extends keyof Filters>(key: K, value: Filters[K]) => void; types: readonly string[]; links: readonly RegistrationLink[] | null; narrow: boolean }) {
  const { t } = useTranslation(['guests', 'connections']);
  const id = useId();
  const active = (['state', 'attendance', 'type', 'link'] as const).filter((k) => filters[k] !== '').length;
  const select = (key: 'state' | 'attendance' | 'type' | 'link', options: ReadonlyArray<readonly [string, string]>) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{t(`registrants.filter.${key}`)}</label>
      <select id={`${id}-${key}`} value={filters[key]} onChange={(e) => onFilter(key, e.target.value as Filters[typeof key])}>
        <option value="">{t('registrants.filter.all')}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
  const fields = (
    <>
      {select('state', REGISTRATION_STATES.map((s) => [s, t(`registrants.state.${s}`)] as const))}
      {select('attendance', [...ATTENDANCE_STATES, 'unknown' as const].map((a) => [a, t(`registrants.attendance.${a}`)] as const))}
      {select('type', [...new Set([...types, ...(filters.type ? [filters.type] : [])])].map((x) => [x, t(`connections:registrationType.${x}`, { defaultValue: x })] as const))}
      {links && select('link', [[INVITED, t('registrants.invitation')] as const, ...links.map((l) => [l.id, l.name] as const)])}
    </>
  );
  return (
    <div className="registrants-filters" role="search" aria-label={t('registrants.filter.label')}>
      <div className="field registrants-search">
        <label htmlFor={`${id}-q`}>{t('registrants.search')}</label>
        <input id={`${id}-q`} type="search" value={search} maxLength={100} placeholder={t('registrants.searchPlaceholder')} onChange={(e) => onSearch(e.target.value)} />
      </div>
      {narrow ? (
        <details className="registrants-more" open={active > 0 || undefined}>
          <summary>{active ? t('registrants.filter.moreActive', { count: active }) : t('registrants.filter.more')}</summary>
          <div className="registrants-filter-grid">{fields}</div>
        </details>
      ) : (
        fields
      )}
    </div>
  );
}
