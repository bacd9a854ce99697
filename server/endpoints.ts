/**
 * Serves an endpoint declared in src/domain/endpoints: its route with the declared access (which
 * the access hook enforces), its params and query checked by JSON Schema, its body checked with
 * its valibot schema (a refusal names each field: 400 'invalid' with `fields`), and the handler
 * given what was checked, typed from the declaration.
 */
import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerOf, Endpoint, Served } from '../src/domain/endpoints/define';
import { jsonSchema } from './schemas';
import { refuseInvalid } from './refusal';
import { SERVER_ROUTE } from '../src/domain/server-paths';

/** Every refusal: its code, and for 'invalid' the message key of each refused field. */
const Refusal = v.object({ error: v.string(), message: v.optional(v.string()), fields: v.optional(v.record(v.string(), v.string())) });
const refusalSchema = jsonSchema(Refusal);

/** A handler answers the declared answer (nothing for 204), or the reply it sent itself; it refuses with `refused()` (server/refusal.ts). */
type Handler<E extends Endpoint> = (input: Served<E>, req: FastifyRequest, reply: FastifyReply) => Promise<(AnswerOf<E> extends undefined ? void : AnswerOf<E>) | FastifyReply>;

/** What only the server says about a route: how often one address may call it, and how a refused body names its fields. */
export interface ServeOptions {
  rateLimit?: { max: number; timeWindow: string | number };
  /** How a refused body names its fields, where an area reports them otherwise than `fieldErrors` does (tasks: on the top field, 'task.*' keys). */
  invalidFields?: (issues: readonly v.BaseIssue<unknown>[]) => Record<string, string>;
}

export function serve<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>, options: ServeOptions = {}): void {
  // Outside the API and the listed page prefixes, the security tests would not see it.
  if (!SERVER_ROUTE.test(endpoint.path)) throw new Error(`${endpoint.method} ${endpoint.path}: not under /api/ or a page prefix of src/domain/server-paths.ts`);
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      ...(endpoint.params ? { params: jsonSchema(endpoint.params) } : {}),
      ...(endpoint.query ? { querystring: jsonSchema(endpoint.query) } : {}),
      // Checked below with its valibot schema, whose checks JSON Schema cannot say.
      ...(endpoint.body ? { body: { type: 'object' } } : {}),
      response: { '4xx': endpoint.refusalBody ? jsonSchema(v.object({ ...Refusal.entries, ...endpoint.refusalBody.entries })) : refusalSchema, ...(endpoint.answer ? { [status]: jsonSchema(endpoint.answer) } : {}) },
    },
    handler: async (req, reply) => {
      let body: unknown;
      if (endpoint.body) {
        const parsed = v.safeParse(endpoint.body, req.body);
        if (!parsed.success) {
          if (endpoint.badBody) return reply.status(400).send({ error: endpoint.badBody });
          return options.invalidFields ? reply.status(400).send({ error: 'invalid', fields: options.invalidFields(parsed.issues) }) : refuseInvalid(reply, parsed.issues);
        }
        body = parsed.output;
      }
      const answer = await handler({ params: req.params, query: req.query, body } as Served<E>, req, reply);
      if (answer === reply) return reply;
      return reply.status(status).send(answer);
    },
  });
}
