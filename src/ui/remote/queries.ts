/**
 * How screens read and change server data: TanStack Query over `call()` (src/lib/call.ts). A read
 * is cached by its endpoint and input, shared by the screens that show it, refreshed in the
 * background and cancelled when nobody waits; a change names the endpoints whose answers it makes
 * stale. The session a call goes with follows from the endpoint's access: the organiser's console
 * sends the organiser's token, every other endpoint the exhibitor session's.
 *
 * The client is this module's, not a provider's: only screens that read server data load the library.
 */
import { keepPreviousData, QueryClient, useInfiniteQuery, useMutation, useQuery, type InfiniteData, type UseQueryResult } from '@tanstack/react-query';
import { call, type CallFailed, type Send } from '../../lib/call';
import { authHeaders, request } from '../../lib/http';
import { organiserSend, organiserSession } from '../../app/organiser-session';
import type { AnswerOf, CallInput, Endpoint } from '../../domain/endpoints/define';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal is an answer: asking again gives the same one. The network is tried again by hand (Retry).
      retry: false,
      // Shown at once from the cache when a screen opens again, and read again behind it.
      staleTime: 0,
      refetchOnWindowFocus: false,
    },
  },
});

const sendOf = (endpoint: Endpoint): Send => ('organiser' in endpoint.access ? organiserSend : request);

/** Calls an endpoint with the session its access asks for. */
export function callAs<E extends Endpoint>(endpoint: E, input: CallInput<E>, options: { signal?: AbortSignal; timeoutMs?: number; quiet?: boolean } = {}): Promise<AnswerOf<E>> {
  return call(endpoint, input, { send: sendOf(endpoint), ...options });
}

/**
 * Whose answer it is: the session a call goes with. Part of every cached answer's key, so on a
 * shared device the next person never sees the last one's answers, not even for a moment.
 */
const sessionOf = (endpoint: Endpoint): string => ('organiser' in endpoint.access ? (organiserSession()?.token ?? '') : (authHeaders().authorization ?? ''));

const keyOf = (endpoint: Endpoint, input?: unknown) => (input === undefined ? [endpoint.path] : [endpoint.path, input, sessionOf(endpoint)]);

/** The cache key of an endpoint's answer to this input, for this session (to change a cached answer in place). */
export const answerKey = <E extends Endpoint>(endpoint: E, input: CallInput<E>) => keyOf(endpoint, input);

/** Changes a cached answer in place: every screen showing it sees the change at once (nothing when it is not cached). */
export function updateAnswer<E extends Endpoint>(endpoint: E, input: CallInput<E>, change: (answer: AnswerOf<E>) => AnswerOf<E>): void {
  queryClient.setQueryData<AnswerOf<E>>(keyOf(endpoint, input), (answer) => (answer === undefined ? answer : change(answer)));
}

/** The answer of a read endpoint (GET), cached by its input; `enabled: false` waits (for example for a param). */
export function useAnswer<E extends Endpoint>(endpoint: E, input: CallInput<E>, options: { enabled?: boolean; keepPrevious?: boolean; readOnReturn?: boolean } = {}): UseQueryResult<AnswerOf<E>, CallFailed> {
  return useQuery<AnswerOf<E>, CallFailed>(
    {
      queryKey: keyOf(endpoint, input),
      queryFn: ({ signal }) => callAs(endpoint, input, { signal }),
      enabled: options.enabled ?? true,
      // A paged list keeps showing the page it had while the next one comes.
      placeholderData: options.keepPrevious ? (keepPreviousData as never) : undefined,
      // Read again when the person comes back to the page (from another tab or app): what it shows may have moved on there.
      refetchOnWindowFocus: options.readOnReturn ?? false,
    },
    queryClient,
  );
}

/**
 * A list read a page at a time (Show more): the input of the page that starts `at`, and where the
 * page after an answer starts (null: it was the last). `at` is an offset from 0, or the server's
 * key of a page (`start` is the first's: '' for "from the top"). A new input keeps the pages shown
 * until its own come.
 */
export function usePages<E extends Endpoint, C extends number | string = number>(endpoint: E, inputAt: (at: C) => CallInput<E>, nextOf: (page: AnswerOf<E>) => C | null, start: C = 0 as C) {
  return useInfiniteQuery<AnswerOf<E>, CallFailed, InfiniteData<AnswerOf<E>, C>, readonly unknown[], C>(
    {
      queryKey: keyOf(endpoint, inputAt(start)),
      queryFn: ({ pageParam, signal }) => callAs(endpoint, inputAt(pageParam as C), { signal }),
      initialPageParam: start,
      getNextPageParam: (last) => nextOf(last) ?? undefined,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}

/** Changes the pages a `usePages` list has read, in place: of one input, or of every input (a person changed is the same person under any filter). */
export function updatePages<E extends Endpoint>(endpoint: E, change: (page: AnswerOf<E>, index: number) => AnswerOf<E>, input?: CallInput<E>): void {
  queryClient.setQueriesData<InfiniteData<AnswerOf<E>, unknown>>({ queryKey: input === undefined ? keyOf(endpoint) : keyOf(endpoint, input) }, (data) => data && { ...data, pages: data.pages.map(change) });
}

/** Marks the answers of these read endpoints stale (all inputs): screens showing them read again. */
export function invalidate(...endpoints: Endpoint[]): Promise<void> {
  return Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: keyOf(e) }))).then(() => undefined);
}

/** A change: `run(input)` calls the endpoint, then the answers of `stale` are read again. */
export function useChange<E extends Endpoint>(endpoint: E, stale: readonly Endpoint[] = []) {
  const mutation = useMutation<AnswerOf<E>, CallFailed, CallInput<E>>(
    {
      mutationFn: (input) => callAs(endpoint, input),
      onSuccess: () => invalidate(...stale),
    },
    queryClient,
  );
  return { run: mutation.mutateAsync, busy: mutation.isPending };
}
