/**
 * The public API's OpenAPI document and reference page (#17): served publicly, in step with the
 * routes the server has, its schemas valid under Ajv's strict mode and its examples valid against
 * them; the reference page lists every operation and webhook and offers the two calls to try.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { openApiDocument } from './openapi';
import { compileAllSchemas, expectMatchesOpenApi } from './openapi-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import en from '../../locales/en/apiReference.json' with { type: 'json' };
import de from '../../locales/de/apiReference.json' with { type: 'json' };

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown; example?: unknown; examples?: Record<string, { value: unknown }> }> }>; requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> } }>>;
  webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown; example?: unknown }> } } }>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

describe('the OpenAPI document', () => {
  it('is served to anyone at /api/v1/openapi.json as OpenAPI 3.1 with the client-credentials scheme', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const doc = res.json<Doc>();
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.oauth2).toMatchObject({ type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/api/v1/oauth/token' } } });
    expect(Object.keys(doc.webhooks).sort()).toEqual(['connection.created', 'connection.erased', 'connection.updated']);
    expect(JSON.stringify(doc.webhooks)).toContain('X-Leadstand-Signature');
    expect(JSON.stringify(doc.webhooks)).toContain('X-Leadstand-Timestamp');
  });

  it('describes exactly the API routes the server has', () => {
    const documented = Object.entries((openApiDocument() as unknown as Doc).paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const served = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/v1/') && !r.url.startsWith('/api/v1/docs') && r.url !== '/api/v1/openapi.json' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(documented.sort()).toEqual(served.sort());
  });

  it('has schemas that compile in strict mode, and examples that match them', () => {
    expect(compileAllSchemas()).toContain('ConnectionsPage');
    const doc = openApiDocument() as unknown as Doc;
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule)(ajv);
    ajv.addSchema({ $id: 'c', $defs: JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', '"c#/$defs/')) as object });
    const check = (schema: unknown, value: unknown, where: string) => {
      const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"c#/$defs/')) as object);
      expect(validate(value), `${where}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      return 1;
    };
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const [status, r] of Object.entries(op.responses)) {
          for (const media of Object.values(r.content ?? {})) {
            if (media.example !== undefined) checked += check(media.schema, media.example, `${method} ${path} ${status}`);
            for (const [name, ex] of Object.entries(media.examples ?? {})) checked += check(media.schema, ex.value, `${method} ${path} ${status} ${name}`);
          }
        }
      }
    }
    for (const [type, hook] of Object.entries(doc.webhooks)) checked += check(hook.post.requestBody.content['application/json']!.schema, hook.post.requestBody.content['application/json']!.example, type);
    expect(checked).toBeGreaterThan(15);
  });

  it('documents the errors the token endpoint answers with bad requests', async () => {
    expectMatchesOpenApi(await t.app.inject({ method: 'POST', url: '/api/v1/oauth/token', payload: {} }), '/api/v1/oauth/token', 'POST', 400);
    expectMatchesOpenApi(await t.app.inject({ method: 'POST', url: '/api/v1/oauth/token', payload: { grant_type: 'client_credentials' } }), '/api/v1/oauth/token', 'POST', 401);
    expectMatchesOpenApi(await t.app.inject({ url: '/api/v1/connections?limit=lots', headers: { authorization: 'Bearer lsa_x' } }), '/api/v1/connections', 'GET', 401);
  });
});

describe('the reference page', () => {
  it('lists the operations with their parameters, responses and examples, the webhooks and the schemas', async () => {
    const res = await t.app.inject({ url: '/api/v1/docs', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    for (const text of ['/api/v1/oauth/token', '/api/v1/connections', 'Get an access token', 'List connections changed since a cursor', 'changedSince', 'cursor', 'limit', 'connection.created', 'connection.updated', 'connection.erased', 'X-Leadstand-Signature', 'X-Leadstand-Timestamp', 'nextCursor', 'Retry-After', en.tryIt, en.getToken, en.send]) {
      expect(html, text).toContain(text);
    }
    for (const status of ['200', '400', '401', '403', '429']) expect(html).toContain(`>${status}</span>`);
    // A form body's example is shown as the form fields it is sent as, a JSON body's as JSON.
    expect(html).toContain('<pre tabindex="0">grant_type=client_credentials</pre>');
    expect(html).toContain('&quot;grant_type&quot;: &quot;client_credentials&quot;,');
    for (const schema of ['ConnectionsPage', 'ApiConnection', 'WebhookPayload', 'TokenResponse', 'OAuthError']) expect(html).toContain(`id="schema-${schema.toLowerCase()}"`);
    // Every field of the forms has its label; the script is a file of its own, no inline script.
    const inputs = [...html.matchAll(/<input id="([^"]+)"/g)].map((m) => m[1]!);
    expect(inputs.length).toBeGreaterThanOrEqual(6);
    for (const id of inputs) expect(html, id).toContain(`<label for="${id}">`);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).toContain('<script src="/api/v1/docs/try-it.js" defer></script>');
    expect(new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])).size).toBe([...html.matchAll(/ id="([^"]+)"/g)].length);
  });

  it('speaks the visitor\'s language around the English descriptions', async () => {
    const html = (await t.app.inject({ url: '/api/v1/docs?lang=de' })).body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(de.title);
    expect(html).toContain(de.getToken);
    expect(html).toContain('<p class="summary" lang="en">Get an access token</p>');
  });

  it('serves its script, which calls the token and connections endpoints', async () => {
    const res = await t.app.inject({ url: '/api/v1/docs/try-it.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('/api/v1/oauth/token');
    expect(res.body).toContain('/api/v1/connections');
  });
});
