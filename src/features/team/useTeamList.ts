/**
 * The team list as shown: the filter and sort chosen on the screen, the members they leave, and
 * the virtual window over them (rows placed from where the list starts on the page).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Device } from '../../app/route-def';
import { filterTeam, type TeamFilter, type TeamMember, type TeamSort } from '../../domain/team';

export const NO_FILTER: TeamFilter = { search: '', permission: '', registration: '', attendance: '' };

/** The filtered, sorted members and the virtualizer over them; `selected` (the side panel) moves the list. */
export function useTeamList(members: TeamMember[] | undefined, device: Device, selected: string | null, language: string) {
  const [filter, setFilter] = useState<TeamFilter>(NO_FILTER);
  const [sort, setSort] = useState<TeamSort>('name');
  const collator = useMemo(() => new Intl.Collator(language, { sensitivity: 'base' }), [language]);
  const shown = useMemo(() => (members ? filterTeam(members, filter, sort, collator) : []), [members, filter, sort, collator]);
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const loaded = !!members;
  useEffect(() => setOffset(listRef.current?.offsetTop ?? 0), [device, loaded, selected]);
  const rowHeight = device === 'mobile' ? 92 : 60;
  const virtual = useWindowVirtualizer({ count: shown.length, estimateSize: () => rowHeight, overscan: 10, scrollMargin: offset });
  const filtered = filter.search !== '' || filter.permission !== '' || filter.registration !== '' || filter.attendance !== '';
  return { filter, setFilter, sort, setSort, shown, filtered, listRef, virtual };
}
