/**
 * Refusing a request, one way for every area: `throw new Refused(status, code)` inside a
 * transaction rolls it back and the app's error handler (app.ts) answers `status` with
 * `{ error: code }` (or the body given); `refuseInvalid(reply, issues)` answers bad input with
 * each field's translated error key, and nothing is changed.
 */
import type { FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { fieldErrors } from '../src/domain/organiser';

export interface RefusalBody {
  error: string;
  fields?: Record<string, string>;
  /** What the endpoint declares its refusals say besides (its `refusalBody`: a limit, a count). */
  [detail: string]: unknown;
}

export class Refused extends Error {
  readonly body: RefusalBody;

  constructor(
    readonly status: number,
    codeOrBody: string | RefusalBody,
  ) {
    const body = typeof codeOrBody === 'string' ? { error: codeOrBody } : codeOrBody;
    super(body.error);
    this.body = body;
  }

  /** The error code the request answers with. */
  get code(): string {
    return this.body.error;
  }
}

/** Answers 400 with the field errors of `issues` (valibot), keyed by field. */
export function refuseInvalid(reply: FastifyReply, issues: readonly v.BaseIssue<unknown>[]) {
  return reply.status(400).send({ error: 'invalid', fields: fieldErrors(issues) });
}

/** Refuses the request being served (see `Refused`): `refused(404, 'notFound')`. */
export function refused(status: number, codeOrBody: string | RefusalBody): never {
  throw new Refused(status, codeOrBody);
}
