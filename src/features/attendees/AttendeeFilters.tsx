/** The visitor list's search: words in the name, company or job, part of the company's name (suggested from the list), and a registration type. */
import { useId, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDEES_COMPANY_MAX, ATTENDEES_SEARCH_MAX, type AttendeeFacets } from '../../domain/attendees';
import { useAttendeeText } from './AttendeeRow';
import type { AttendeeFilter } from './useAttendees';

/** The search in the address (?q=&company=&type=), so that Back to the list finds it again. */
export function filterOf(params: URLSearchParams): AttendeeFilter {
  return { q: params.get('q') ?? '', company: params.get('company') ?? '', registrationType: params.get('type') ?? '' };
}

interface Props {
  filter: AttendeeFilter;
  /** `typing`: wait for a pause before asking. */
  setFilter: (change: Partial<AttendeeFilter>, typing?: boolean) => void;
  facets: AttendeeFacets | null;
  searchRef: RefObject<HTMLInputElement | null>;
  onSubmit: (e: FormEvent) => void;
}

export function AttendeeFilters({ filter, setFilter, facets, searchRef, onSubmit }: Props) {
  const { t } = useTranslation('attendees');
  const text = useAttendeeText();
  const id = useId();
  return (
    <form className="attendees-toolbar" role="search" aria-label={t('filter.label')} onSubmit={onSubmit}>
      <div className="field attendees-search">
        <label htmlFor={`${id}-q`}>{t('filter.search')}</label>
        <input
          id={`${id}-q`}
          ref={searchRef}
          type="search"
          value={filter.q}
          onChange={(e) => setFilter({ q: e.target.value }, true)}
          placeholder={t('filter.searchPlaceholder')}
          maxLength={ATTENDEES_SEARCH_MAX}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-company`}>{t('filter.company')}</label>
        <input
          id={`${id}-company`}
          type="text"
          list={`${id}-companies`}
          value={filter.company}
          onChange={(e) => setFilter({ company: e.target.value }, true)}
          placeholder={t('filter.companyPlaceholder')}
          maxLength={ATTENDEES_COMPANY_MAX}
          autoComplete="off"
        />
        <datalist id={`${id}-companies`}>
          {facets?.companies.map((c) => (
            <option key={c.value} value={c.value} />
          ))}
        </datalist>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('filter.registrationType')}</label>
        <select id={`${id}-type`} value={filter.registrationType} onChange={(e) => setFilter({ registrationType: e.target.value })}>
          <option value="">{t('filter.allTypes')}</option>
          {facets?.registrationTypes.map((r) => (
            <option key={r.value} value={r.value}>
              {text.registrationType(r.value)}
            </option>
          ))}
          {/* A type chosen before the facets arrived (or gone since) stays choosable. */}
          {filter.registrationType && !facets?.registrationTypes.some((r) => r.value === filter.registrationType) && (
            <option value={filter.registrationType}>{text.registrationType(filter.registrationType)}</option>
          )}
        </select>
      </div>
    </form>
  );
}
