/**
 * Route schemas. The wire shapes are valibot schemas in src/domain, written once; `jsonSchema()`
 * turns one into the JSON Schema Fastify validates and serializes with, and carries its type, so
 * a route declared through `typed(app)` gets `req.body`, `req.query` and `req.params` typed from
 * the same definition (no `req.body as`).
 */
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';

declare const VALIBOT: unique symbol;

/** A JSON Schema made from valibot schema S (which only the type system sees). */
export type JsonSchemaOf<S extends v.GenericSchema> = { readonly [key: string]: unknown } & { readonly [VALIBOT]?: S };

/** The JSON Schema of a wire shape, for a route's body, querystring, params or response. */
export function jsonSchema<S extends v.GenericSchema>(schema: S): JsonSchemaOf<S> {
  const { $schema: _draft, ...json } = toJsonSchema(schema);
  return json;
}

/** Request parts are typed by the valibot schema their JSON Schema was made from. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends JsonSchemaOf<infer S> ? v.InferOutput<S> : unknown;
  readonly serializer: this['schema'] extends JsonSchemaOf<infer S> ? v.InferInput<S> : unknown;
}

/** The app with request types from route schemas made by `jsonSchema()`. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ValibotTypeProvider>();
}

export const ApiError = v.object({ error: v.string(), message: v.optional(v.string()) });
export const apiErrorSchema = jsonSchema(ApiError);

/** Declared on every route that answers errors itself. */
export const errorResponses = { '4xx': apiErrorSchema } as const;
