/**
 * The connection list's toolbar: search, and the filters by stage, rating, team member and sync
 * state, and the sort.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../app/icons';
import { CONNECTION_STAGES } from '../../../domain/connection';
import { RATINGS } from '../../../domain/rating';
import { SORT_KEYS, SYNC_GROUPS, type ListFilters, type SortKey } from '../filters';

interface Props {
  filters: ListFilters;
  set: <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => void;
  /** What the search field shows (it may run ahead of `filters.search`). */
  search: string;
  onSearch: (value: string) => void;
  /** Who scanned the rows, for the 'By' filter (shown with `showBy`). */
  scanners: string[];
  showBy: boolean;
  device: 'mobile' | 'desktop';
}

/** Search, filter and sort the connection list. */
export function ListToolbar({ filters, set, search, onSearch, scanners, showBy, device }: Props) {
  const { t } = useTranslation('connections');
  const searchId = useId();
  return (
    <div className="toolbar" role="search">
      <div className="search-field">
        <Icon name="search" size={18} />
        <label htmlFor={searchId} className="visually-hidden">
          {t('list.search')}
        </label>
        <input id={searchId} type="search" placeholder={device === 'mobile' ? t('list.searchShort') : t('list.search')} value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <select aria-label={t('list.filterStage')} value={filters.stage} onChange={(e) => set('stage', e.target.value as ListFilters['stage'])}>
        <option value="all">{t('list.allStages')}</option>
        {CONNECTION_STAGES.map((s) => (
          <option key={s} value={s}>
            {t(`stages.${s}`)}
          </option>
        ))}
      </select>
      <select aria-label={t('list.filterRating')} value={filters.rating} onChange={(e) => set('rating', e.target.value as ListFilters['rating'])}>
        <option value="all">{t('list.allRatings')}</option>
        {RATINGS.map((r) => (
          <option key={r} value={r}>
            {t(`rating.${r}`)}
          </option>
        ))}
        <option value="none">{t('list.notRated')}</option>
      </select>
      {showBy && (
        <select aria-label={t('list.filterBy')} value={filters.by} onChange={(e) => set('by', e.target.value)}>
          <option value="all">{t('list.allMembers')}</option>
          {/* A name in the address that no row has any more still shows, so the filter says what it holds. */}
          {(filters.by === 'all' || scanners.includes(filters.by) ? scanners : [...scanners, filters.by]).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      )}
      <select aria-label={t('list.filterSync')} value={filters.sync} onChange={(e) => set('sync', e.target.value as ListFilters['sync'])}>
        <option value="all">{t('list.allSync')}</option>
        {SYNC_GROUPS.map((g) => (
          <option key={g} value={g}>
            {t(g === 'attention' ? 'list.needsAttention' : `list.syncGroup.${g}`)}
          </option>
        ))}
      </select>
      <select className="sort-select" aria-label={t('list.sort')} value={filters.sort} onChange={(e) => set('sort', e.target.value as SortKey)}>
        {SORT_KEYS.map((s) => (
          <option key={s} value={s}>
            {t(`list.sortBy.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
