/**
 * An online endpoint declared once: its method and path, the shapes of its params, query, body and
 * answer (valibot schemas), who may call it, and the refusals it answers with. The server serves a
 * declaration (server/endpoints.ts: `serve`) and the app calls it (src/lib/call.ts: `call`), so
 * both read the same shapes, and the security tests can enumerate the declarations.
 */
import type * as v from 'valibot';
import type { Access } from '../access';

type Schema = v.GenericSchema;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Schema | undefined = Schema | undefined,
  R extends string = string,
> {
  readonly method: Method;
  /** With `:name` for each param, as the router matches it: `/api/organiser/events/:eventId`. */
  readonly path: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** Its answer when it succeeds; none for 204. */
  readonly answer?: A;
  /** The status of a success (200 unless said). */
  readonly status?: 200 | 201 | 204;
  readonly access: Access;
  /** The error codes of its refusals besides those every endpoint may answer (notFound, invalid, …). */
  readonly refusals?: readonly R[];
  /** The refusal a body that does not parse gets, instead of 'invalid' with each field's message (for bodies no form fills: an import's part). */
  readonly badBody?: R;
  /** What its refusals say besides their code and fields (a limit, a count), when they say more. */
  readonly refusalBody?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** The largest body it takes, in bytes (the server's default otherwise: 1 MiB). */
  readonly bodyLimit?: number;
}

export function endpoint<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined, A extends Schema | undefined = undefined, R extends string = never>(
  e: Endpoint<P, Q, B, A, R>,
): Endpoint<P, Q, B, A, R> {
  return e;
}

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;
type In<S> = S extends Schema ? v.InferInput<S> : undefined;

/** What a caller gives: the params, query and body it has (the input side of each schema). */
export type CallInput<E> =
  E extends Endpoint<infer P, infer Q, infer B>
    ? (P extends Schema ? { params: In<P> } : { params?: undefined }) & (Q extends Schema ? { query: In<Q> } : { query?: undefined }) & (B extends Schema ? { body: In<B> } : { body?: undefined })
    : never;

/** What a handler gets: params, query and body as checked (the output side of each schema). */
export type Served<E> = E extends Endpoint<infer P, infer Q, infer B> ? { params: Out<P>; query: Out<Q>; body: Out<B> } : never;

/** The answer of a success. */
export type AnswerOf<E> = E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer A> ? (A extends Schema ? v.InferOutput<A> : undefined) : never;

/** The refusals it declares, and those any endpoint may answer. */
export type RefusalOf<E> = (E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, Schema | undefined, infer R> ? R : never) | CommonRefusal;

/** What any endpoint may answer besides its own refusals (and what the network says). */
export type CommonRefusal = 'notFound' | 'invalid' | 'noPermission' | 'notLoggedIn' | 'offline' | 'timeout' | 'badAnswer' | 'failed';

/** The path with each `:param` filled in, encoded. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}
