/**
 * The search box and page of a list searched and paged on the server: what is typed goes to the
 * server a moment after typing stops (and takes the list back to its first page); the page moves
 * with Previous and Next. Only a change of what is typed starts over: a page chosen meanwhile stays.
 */
import { useEffect, useState } from 'react';

export function usePagedSearch(delayMs = 300) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const next = query.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setOffset(0);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [query, search, delayMs]);
  return { query, setQuery, search, offset, setOffset };
}
