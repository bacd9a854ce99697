/**
 * The connection list's filters, kept in the address, and the search field that follows them.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type ListFilters } from '../filters';

/** The filters read from the address and how to change them; the search field's text, kept apart from the address while typing. */
export function useListFilters() {
  // ?scan=camera opens the scan view (so Back closes it, and /lite/… links land in it); the
  // filters are in the address too, so a reload or Back from a lead keeps them.
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = (next: ListFilters) => setParams((p) => filtersToParams(next, p), { replace: true });
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => setFilters({ ...filters, [key]: value });
  // The search field keeps what is typed itself (the address follows), and takes a change of the
  // address made elsewhere (Clear filters, Back).
  const [search, setSearch] = useState(filters.search);
  const written = useRef(filters.search);
  useEffect(() => {
    if (filters.search !== written.current) setSearch((written.current = filters.search));
  }, [filters.search]);
  const typeSearch = (value: string) => {
    setSearch((written.current = value));
    set('search', value);
  };
  return { params, setParams, filters, setFilters, set, search, typeSearch };
}
