/**
 * The visitor list as the server pages it (GET /api/attendees; it is not kept on the device).
 *
 * - Typing waits for a short pause (SEARCH_PAUSE_MS) before asking; a choice in a list asks at once.
 * - While a new search is on its way the last result stays on screen (`searching` says so), and an
 *   answer to an older search that comes late is dropped (each request is aborted when replaced).
 * - Results are kept in memory for the screen's life (the last RESULTS_KEPT searches), so going
 *   back to an earlier search (deleting a letter) shows it at once, without the network.
 * - More rows come a page at a time as the list is scrolled (`loadMore`).
 * - Failures say why: offline (the list needs the network; retried by itself when the device is
 *   back online), refused, or a bad search; `retry` asks again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, CallFailed } from '../../lib/call';
import { attendeeFacets, attendeesPage, oneAttendee } from '../../domain/endpoints/attendees';
import { searchWords, type Attendee, type AttendeeFacets } from '../../domain/attendees';

export interface AttendeeFilter {
  q: string;
  company: string;
  registrationType: string;
}

export const NO_FILTER: AttendeeFilter = { q: '', company: '', registrationType: '' };

/** Typing pause before a search is sent. */
export const SEARCH_PAUSE_MS = 150;
const RESULTS_KEPT = 30;

export interface AttendeeResult {
  key: string;
  filter: AttendeeFilter;
  rows: Attendee[];
  total: number;
  next: string | null;
}

/** Why the list (or its next page) could not be had: an i18n key of the attendees namespace. */
export type AttendeeFailure = 'error.offline' | 'error.failed' | 'error.badRequest' | 'error.badCursor' | 'error.settingDisabled' | 'error.systemUserForbidden';

function failureOf(err: unknown): AttendeeFailure {
  if (err instanceof CallFailed) {
    if (err.refusal === 'offline' || err.refusal === 'timeout') return 'error.offline';
    if (err.refusal === 'attendees.badCursor') return 'error.badCursor';
    if (err.refusal === 'settingDisabled') return 'error.settingDisabled';
    if (err.refusal === 'systemUserForbidden') return 'error.systemUserForbidden';
    if (err.status === 400) return 'error.badRequest';
  }
  return 'error.failed';
}

/** The search as the server reads it: words, company and type, trimmed. */
function normalised(filter: AttendeeFilter): AttendeeFilter {
  return { q: searchWords(filter.q).join(' ').toLowerCase(), company: filter.company.trim().toLowerCase(), registrationType: filter.registrationType };
}

export function filterKey(filter: AttendeeFilter): string {
  const n = normalised(filter);
  return JSON.stringify([n.q, n.company, n.registrationType]);
}

/** A page of the list as asked (empty fields are not sent). */
function pageOf(filter: AttendeeFilter, after: string | null, signal: AbortSignal) {
  const n = normalised(filter);
  const query = { q: n.q || undefined, company: n.company ? filter.company.trim() : undefined, registrationType: n.registrationType || undefined, after: after ?? undefined };
  return call(attendeesPage, { query }, { quiet: true, signal });
}



/** `initial`: the search the screen opens with (from its address, so Back returns to it). */
export function useAttendees(initial: AttendeeFilter = NO_FILTER) {
  /** What the fields show. */
  const [filter, setFilterState] = useState<AttendeeFilter>(initial);
  /** What is asked for (the fields, once typing pauses). */
  const [asked, setAsked] = useState<AttendeeFilter>(initial);
  /** What the list shows: the answer to `asked`, or the last answer while it is on its way. */
  const [result, setResult] = useState<AttendeeResult | null>(null);
  const [failure, setFailure] = useState<{ failure: AttendeeFailure; more: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [facets, setFacets] = useState<AttendeeFacets | null>(null);
  const [attempt, setAttempt] = useState(0);
  const cache = useRef(new Map<string, AttendeeResult>());
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const more = useRef<AbortController | null>(null);
  const fields = useRef<AttendeeFilter>(initial);
  const askedKey = filterKey(asked);

  const remember = useCallback((r: AttendeeResult) => {
    cache.current.delete(r.key);
    cache.current.set(r.key, r);
    while (cache.current.size > RESULTS_KEPT) cache.current.delete(cache.current.keys().next().value!);
  }, []);

  /** Asks for `next` now: at once from memory when it was asked before. */
  const ask = useCallback((next: AttendeeFilter) => {
    clearTimeout(pause.current);
    setAsked((current) => (filterKey(current) === filterKey(next) ? current : next));
  }, []);

  /** Changes the fields; `typing` waits for a pause before asking (unless the answer is in memory). */
  const setFilter = useCallback(
    (change: Partial<AttendeeFilter>, typing = false) => {
      const next = { ...fields.current, ...change };
      fields.current = next;
      setFilterState(next);
      clearTimeout(pause.current);
      if (!typing || cache.current.has(filterKey(next))) ask(next);
      else pause.current = setTimeout(() => ask(next), SEARCH_PAUSE_MS);
    },
    [ask],
  );

  const clear = useCallback(() => {
    fields.current = NO_FILTER;
    setFilterState(NO_FILTER);
    ask(NO_FILTER);
  }, [ask]);

  useEffect(() => () => clearTimeout(pause.current), []);

  // The first page of what is asked.
  useEffect(() => {
    const kept = cache.current.get(askedKey);
    if (kept) {
      setResult(kept);
      setFailure(null);
      return;
    }
    const controller = new AbortController();
    more.current?.abort();
    setLoadingMore(false);
    pageOf(asked, null, controller.signal).then(
      (page) => {
        const r: AttendeeResult = { key: askedKey, filter: asked, rows: page.attendees, total: page.total, next: page.next };
        remember(r);
        setResult(r);
        setFailure(null);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setFailure({ failure: failureOf(err), more: false });
      },
    );
    return () => controller.abort();
    // `asked` changes with its key only (ask() keeps it otherwise); `attempt` asks again after a failure.
  }, [asked, askedKey, attempt, remember]);

  // What there is to filter by (once; asked again with a retry).
  useEffect(() => {
    if (facets) return;
    const controller = new AbortController();
    call(attendeeFacets, {}, { quiet: true, signal: controller.signal }).then(setFacets, () => {
      // The list says what went wrong; the filters wait for the retry.
    });
    return () => controller.abort();
  }, [facets, attempt]);

  const loadMore = useCallback(() => {
    const current = result;
    if (!current?.next || current.key !== askedKey || more.current) return;
    const controller = new AbortController();
    more.current = controller;
    setLoadingMore(true);
    pageOf(current.filter, current.next, controller.signal)
      .then(
        (page) => {
          const r: AttendeeResult = { ...current, rows: [...current.rows, ...page.attendees], total: page.total, next: page.next };
          remember(r);
          setResult((shown) => (shown?.key === r.key ? r : shown));
          setFailure(null);
        },
        (err: unknown) => {
          if (!controller.signal.aborted) setFailure({ failure: failureOf(err), more: true });
        },
      )
      .finally(() => {
        if (more.current === controller) {
          more.current = null;
          setLoadingMore(false);
        }
      });
  }, [result, askedKey, remember]);

  const retry = useCallback(() => {
    const f = failure;
    setFailure(null);
    if (f?.failure === 'error.badCursor') {
      // Start the list again from the top.
      cache.current.delete(askedKey);
      setAttempt((n) => n + 1);
    } else if (f?.more) loadMore();
    else setAttempt((n) => n + 1);
  }, [failure, askedKey, loadMore]);

  // Back online after failing for want of a network: ask again by itself.
  useEffect(() => {
    if (failure?.failure !== 'error.offline') return;
    const again = () => retry();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failure, retry]);

  return {
    filter,
    /** What was last asked for (the fields, once typing paused). */
    asked,
    setFilter,
    clear,
    /** The list shown (null until the first answer). */
    result,
    /** A newer search is on its way; `result` is the last one. */
    searching: result !== null && result.key !== filterKey(filter) && !failure,
    /** Whether any filter or search is in the fields. */
    filtered: filterKey(filter) !== filterKey(NO_FILTER),
    loadingMore,
    loadMore,
    failure: failure?.failure ?? null,
    /** The failure was the next page's (the rows shown are still right). */
    failedMore: failure?.more ?? false,
    retry,
    facets,
  };
}

/**
 * One visitor, for the user preview opened from an address (`?person=<id>`) whose visitor is not
 * among the rows shown: asked for once. `failure` says why they cannot be shown (not on the list,
 * offline, failed).
 */
export function useAttendee(id: string | null, known: Attendee | undefined): { attendee: Attendee | undefined; failure: AttendeeFailure | 'preview.notFound' | null } {
  const [fetched, setFetched] = useState<{ id: string; attendee: Attendee | null; failure: AttendeeFailure | 'preview.notFound' | null } | null>(null);
  const asked = fetched?.id;
  useEffect(() => {
    if (!id || known || asked === id) return;
    const controller = new AbortController();
    call(oneAttendee, { params: { id } }, { signal: controller.signal }).then(
      (attendee) => setFetched({ id, attendee, failure: null }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setFetched({ id, attendee: null, failure: err instanceof CallFailed && err.status === 404 ? 'preview.notFound' : failureOf(err) });
      },
    );
    return () => controller.abort();
  }, [id, known, asked]);
  if (!id) return { attendee: undefined, failure: null };
  if (known) return { attendee: known, failure: null };
  return fetched?.id === id ? { attendee: fetched.attendee ?? undefined, failure: fetched.failure } : { attendee: undefined, failure: null };
}
