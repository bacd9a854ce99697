/**
 * Calls an endpoint declared in src/domain/endpoints: the path from its params, its query and body
 * sent as declared, and its answer checked against the declaration before a screen sees it. A
 * failure is one typed value, `CallFailed`, whose `refusal` is one the endpoint declares or one
 * any endpoint may answer (offline, timeout, notFound, invalid with `fields`, …).
 */
import * as v from 'valibot';
import { HttpError, request, type RequestOptions } from './http';
import { pathOf, type AnswerOf, type CallInput, type Endpoint, type RefusalOf } from '../domain/endpoints/define';

export class CallFailed<R extends string = string> extends Error {
  constructor(
    readonly refusal: R,
    /** For 'invalid': the message key of each refused field, by its path. */
    readonly fields: Record<string, string> = {},
    readonly status = 0,
    /** The app's own reaction has told the person already (a 5xx: see reportedByApp). */
    readonly reported = false,
    /** What the refusal says besides its code (the endpoint's `refusalBody`: a limit, a count). */
    readonly detail: Readonly<Record<string, unknown>> = {},
  ) {
    super(refusal);
    this.name = 'CallFailed';
  }
}

/** How a call is sent: `request` by default; the organiser's console sends with its own token. */
export type Send = <T>(path: string, options: RequestOptions) => Promise<T>;

export async function call<E extends Endpoint>(endpoint: E, input: CallInput<E>, options: Omit<RequestOptions, 'method' | 'body'> & { send?: Send } = {}): Promise<AnswerOf<E>> {
  const { send = request, ...rest } = options;
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const search = query ? new URLSearchParams(Object.entries(query).flatMap(([k, val]) => (val === undefined || val === null ? [] : [[k, String(val)]]))).toString() : '';
  let answer: unknown;
  try {
    answer = await send(pathOf(endpoint.path, params) + (search ? `?${search}` : ''), { quiet: 'clientErrors', ...rest, method: endpoint.method, ...(endpoint.body ? { body } : {}) });
  } catch (err) {
    throw failure(err);
  }
  if (!endpoint.answer) return undefined as AnswerOf<E>;
  const checked = v.safeParse(endpoint.answer, answer);
  if (!checked.success) throw new CallFailed('badAnswer');
  return checked.output as AnswerOf<E>;
}

function failure(err: unknown): CallFailed {
  if (err instanceof CallFailed) return err;
  if (err instanceof HttpError) {
    const body = err.body && typeof err.body === 'object' ? (err.body as { fields?: Record<string, string> }) : null;
    return new CallFailed(err.code, body?.fields ?? {}, err.status, err.reported, body ?? {});
  }
  return new CallFailed('failed');
}

/** Narrows a caught error to the refusals of `endpoint`. */
export function refusalOf<E extends Endpoint>(_endpoint: E, err: unknown): CallFailed<RefusalOf<E>> {
  return failure(err) as CallFailed<RefusalOf<E>>;
}
