/**
 * For the server tests: checks answers of the public API, and webhook deliveries, against the
 * OpenAPI document (openapi.ts) with Ajv's JSON Schema 2020-12 validator (OpenAPI 3.1's dialect)
 * and ajv-formats. Every answer a test gets from /api/v1/* goes through `expectMatchesOpenApi`:
 * the status must be documented for that operation, the documented required headers present and
 * well-formed, and the body valid against the documented schema of its content type. So the
 * document cannot drift from what the code answers.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';
import { openApiDocument } from './openapi';

type Json = { [key: string]: unknown };
type Schema = Json;
interface Header {
  required?: boolean;
  schema: Schema;
}
interface Response {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Something with a status, headers and a text body: light-my-request's answer, or a fetch Response read out. */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const COMPONENTS = 'https://leadstand.invalid/openapi/components';
const doc = openApiDocument() as unknown as Document;
// ajv-formats is CommonJS with a default export; under Node's ESM loader it arrives as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;
const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
/** The document's references, pointed at the components registered on their own. */
const rewrite = (schema: Schema): Schema => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS}#/$defs/`)) as Schema;
ajv.addSchema({ $id: COMPONENTS, $defs: rewrite(doc.components.schemas as Json) });
const compiled = new Map<string, ValidateFunction>();

function validator(schema: Schema): ValidateFunction {
  const key = JSON.stringify(schema);
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(rewrite(schema));
    compiled.set(key, fn);
  }
  return fn;
}

function expectValid(schema: Schema, value: unknown, what: string): void {
  const validate = validator(schema);
  const ok = validate(value);
  expect(ok, `${what} does not match the OpenAPI document: ${ajv.errorsText(validate.errors, { separator: '; ' })}\n${JSON.stringify(value)}`).toBe(true);
}

/** A header's text as the value its schema describes (integers are sent as digits). */
function headerValue(schema: Schema, raw: string): unknown {
  return schema.type === 'integer' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

function headerOf(headers: Answer['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);
}

/** Every schema of the document compiles under Ajv's strict mode (no unknown keyword, no malformed schema). */
export function compileAllSchemas(): string[] {
  const names = Object.keys(doc.components.schemas);
  for (const name of names) validator({ $ref: `#/components/schemas/${name}` });
  return names;
}

/**
 * `res` is an answer of `method path` with `status`, as the document describes it: a documented
 * status, its required headers, and a body valid against its schema.
 */
export function expectMatchesOpenApi(res: Answer, path: string, method: string, status: number): void {
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(status);
  const op = doc.paths[path]?.[method.toLowerCase()];
  expect(op, `${method} ${path} is not in the OpenAPI document`).toBeDefined();
  const response = op!.responses[String(status)] ?? op!.responses[`${String(status)[0]}XX`] ?? op!.responses.default;
  expect(response, `${method} ${path} answered ${status}, which the OpenAPI document does not list`).toBeDefined();
  const what = `${method} ${path} ${status}`;
  for (const [name, header] of Object.entries(response!.headers ?? {})) {
    const raw = headerOf(res.headers, name);
    if (header.required) expect(raw, `${what}: header ${name}`).toBeDefined();
    if (raw !== undefined) expectValid(header.schema, headerValue(header.schema, raw), `${what}: header ${name}`);
  }
  if (!response!.content) {
    expect(res.body, `${what} has a body the document does not describe`).toBe('');
    return;
  }
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
  const media = response!.content[type];
  expect(media, `${what}: content type '${type}' is not documented`).toBeDefined();
  expectValid(media!.schema, JSON.parse(res.body), `${what} body`);
}

/** A webhook delivery as the receiver got it: the documented headers and the body of its event type. */
export function expectWebhookMatchesOpenApi(delivery: { headers: Answer['headers']; body: string }): void {
  const body = JSON.parse(delivery.body) as { type?: unknown };
  const hook = doc.webhooks[String(body.type)]?.post;
  expect(hook, `webhook event type ${String(body.type)} is not in the OpenAPI document`).toBeDefined();
  for (const p of hook!.parameters ?? []) {
    if (p.in !== 'header') continue;
    const raw = headerOf(delivery.headers, p.name);
    if (p.required) expect(raw, `webhook ${String(body.type)}: header ${p.name}`).toBeDefined();
    if (raw !== undefined) expectValid(p.schema, headerValue(p.schema, raw), `webhook ${String(body.type)}: header ${p.name}`);
  }
  const media = hook!.requestBody!.content['application/json'];
  expect(media, 'webhook body type').toBeDefined();
  expectValid(media!.schema, body, `webhook ${String(body.type)} body`);
}
