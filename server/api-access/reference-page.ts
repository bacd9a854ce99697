/**
 * The public API's documentation, public (issue #17):
 * - GET /api/v1/openapi.json: the OpenAPI 3.1 document (openapi.ts);
 * - GET /api/v1/docs: a reference page rendered on the server from that document — the operations
 *   with their parameters, request bodies, responses, headers and examples, the webhooks and the
 *   schemas — where a developer can try the token call and the connections call;
 * - GET /api/v1/docs/try-it.js: the page's one small script (the forms), a file of its own so the
 *   page's policy allows scripts from this server only, no inline script.
 * The page's own words are in six languages (locales/<lng>/apiReference.json, `?lang=`); the
 * document's descriptions are the API's and stay in English.
 */
import i18next, { type TFunction } from 'i18next';
import type { FastifyPluginAsync } from 'fastify';
import de from '../../locales/de/apiReference.json' with { type: 'json' };
import en from '../../locales/en/apiReference.json' with { type: 'json' };
import es from '../../locales/es/apiReference.json' with { type: 'json' };
import fr from '../../locales/fr/apiReference.json' with { type: 'json' };
import nl from '../../locales/nl/apiReference.json' with { type: 'json' };
import tr from '../../locales/tr/apiReference.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/domain/language';
import { escapeHtml, pageLanguage } from '../public-pages/layout';
import { OPENAPI_PATH, REFERENCE_PATH, openApiDocument } from './openapi';

const SCRIPT_PATH = `${REFERENCE_PATH}/try-it.js`;

const instance = i18next.createInstance();
void instance.init({
  resources: { de: { apiReference: de }, en: { apiReference: en }, es: { apiReference: es }, fr: { apiReference: fr }, nl: { apiReference: nl }, tr: { apiReference: tr } },
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'apiReference',
  ns: ['apiReference'],
  initAsync: false,
  interpolation: { escapeValue: false },
});

const NATIVE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', es: 'Español', fr: 'Français', nl: 'Nederlands', tr: 'Türkçe' };

type Json = { [key: string]: unknown };
type Schema = Json & { $ref?: string; type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[]; allOf?: Schema[]; enum?: unknown[]; const?: unknown; description?: string; format?: string; pattern?: string };
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: Schema;
  example?: unknown;
}
interface MediaType {
  schema: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Response {
  description: string;
  headers?: Record<string, { description?: string; required?: boolean; schema: Schema }>;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
}

const e = escapeHtml;
const anchor = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
const schemaName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** The document's descriptions: paragraphs, **bold** and `code`, nothing else. */
function prose(text: string | undefined): string {
  if (!text) return '';
  return text
    .split(/\n{2,}/)
    .map(
      (para) =>
        `<p lang="en">${e(para)
          .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
          .replace(/`([^`]+)`/g, '<code>$1</code>')
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

/** A schema's type in a short, language-neutral notation; named schemas link to their section. */
function typeOf(schema: Schema): string {
  if (schema.$ref) {
    const name = schemaName(schema.$ref);
    return `<a href="#schema-${anchor(name)}">${e(name)}</a>`;
  }
  if (schema.allOf) return schema.allOf.map(typeOf).join(' &amp; ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.const !== undefined) return `<code>${e(JSON.stringify(schema.const))}</code>`;
  if (schema.enum) return schema.enum.map((v) => `<code>${e(JSON.stringify(v))}</code>`).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  let text = e(schema.type ?? (schema.properties ? 'object' : 'any'));
  if (schema.format) text += ` <span class="muted">(${e(schema.format)})</span>`;
  else if (schema.pattern) text += ` <span class="muted">${e(schema.pattern)}</span>`;
  return text;
}

/** A property's type without its inline object shapes (those are listed under it). */
function shallow(schema: Schema): Schema {
  if (schema.properties) return { type: 'object' };
  if (schema.type === 'array' && schema.items) return { ...schema, items: shallow(schema.items) };
  if (schema.anyOf) return { ...schema, anyOf: schema.anyOf.map(shallow) };
  return schema;
}

/** The inline object shape inside a property (itself, its items, or a branch of anyOf), if any. */
function inlineObject(schema: Schema): Schema | undefined {
  if (schema.properties) return schema;
  if (schema.type === 'array' && schema.items) return inlineObject(schema.items);
  return schema.anyOf?.map(inlineObject).find(Boolean);
}

/** An object schema's properties as a list (nested objects inside their property). */
function fields(schema: Schema, t: TFunction, depth = 0): string {
  const props = schema.properties;
  if (!props) return '';
  const required = new Set(schema.required ?? []);
  const items = Object.entries(props).map(([name, prop]) => {
    const inner = inlineObject(prop);
    return `<li><p class="line"><code class="name">${e(name)}</code> <span class="type">${typeOf(shallow(prop))}</span>${required.has(name) ? ` <span class="req">${e(t('required'))}</span>` : ''}</p>${
      prop.description ? `<div class="desc">${prose(prop.description)}</div>` : ''
    }${inner && depth < 3 ? fields(inner, t, depth + 1) : ''}</li>`;
  });
  return `<ul class="fields">${items.join('')}</ul>`;
}

/** How an example is sent as `type`: a form body as form fields (`grant_type=client_credentials`), anything else as JSON. */
function exampleText(value: unknown, type: string): string {
  if (type === 'application/x-www-form-urlencoded' && value && typeof value === 'object') return new URLSearchParams(Object.entries(value).map(([k, v]) => [k, String(v)])).toString().replaceAll('%E2%80%A6', '…');
  return JSON.stringify(value, null, 2);
}

/** An example, folded unless `open` (a success's): the errors' examples would make the page long. */
function example(value: unknown, label: string, open: boolean, type = 'application/json'): string {
  return `<details class="example"${open ? ' open' : ''}><summary>${e(label)}</summary><pre tabindex="0">${e(exampleText(value, type))}</pre></details>`;
}

function mediaTypes(content: Record<string, MediaType>, t: TFunction, open: boolean): string {
  return Object.entries(content)
    .map(([type, media]) => {
      const examples = media.examples
        ? Object.entries(media.examples).map(([name, ex]) => example(ex.value, `${t('example')}: ${name}`, open, type))
        : media.example !== undefined
          ? [example(media.example, t('example'), open, type)]
          : [];
      return `<div class="media"><p><code>${e(type)}</code> · ${typeOf(media.schema)}</p>${examples.join('')}</div>`;
    })
    .join('');
}

function parameters(list: Parameter[], t: TFunction): string {
  if (!list.length) return '';
  return `<h4>${e(t('parameters'))}</h4><ul class="fields">${list
    .map(
      (p) =>
        `<li><code class="name">${e(p.name)}</code> <span class="muted">${e(p.in)}</span> <span class="type">${typeOf(p.schema)}</span>${p.required ? ` <span class="req">${e(t('required'))}</span>` : ''}${
          p.description ? `<div class="desc">${prose(p.description)}</div>` : ''
        }${p.example !== undefined ? `<div class="desc">${e(t('example'))}: <code>${e(String(p.example))}</code></div>` : ''}</li>`,
    )
    .join('')}</ul>`;
}

function responses(list: Record<string, Response>, t: TFunction): string {
  return `<h4>${e(t('responses'))}</h4>${Object.entries(list)
    .map(([status, r]) => {
      const headers = r.headers
        ? `<p class="label">${e(t('headers'))}</p><ul class="fields">${Object.entries(r.headers)
            .map(([name, h]) => `<li><code class="name">${e(name)}</code> <span class="type">${typeOf(h.schema)}</span>${h.required ? ` <span class="req">${e(t('required'))}</span>` : ''}${h.description ? `<div class="desc">${prose(h.description)}</div>` : ''}</li>`)
            .join('')}</ul>`
        : '';
      return `<div class="response"><h5><span class="status s${e(status[0]!)}">${e(status)}</span> <span lang="en">${e(r.description)}</span></h5>${headers}${r.content ? mediaTypes(r.content, t, status.startsWith('2')) : ''}</div>`;
    })
    .join('')}`;
}

const SECURITY_TEXT: Record<string, string> = {
  oauth2: 'Authorization: Bearer <access_token>',
  clientCredentials: 'Authorization: Basic <client_id:client_secret>',
};

function security(list: Array<Record<string, string[]>> | undefined, t: TFunction): string {
  if (!list) return '';
  const options = list.map((req) => (Object.keys(req).length ? Object.keys(req).map((k) => `<code>${e(SECURITY_TEXT[k] ?? k)}</code>`).join(' + ') : e(t('securityForm'))));
  return `<p><strong>${e(t('security'))}:</strong> ${options.join(` ${e(t('securityOr'))} `)}</p>`;
}

function field(id: string, label: string, options: { type?: string; name: string; placeholder?: string; autocomplete?: string } ): string {
  return `<div class="field"><label for="${id}">${e(label)}</label><input id="${id}" name="${e(options.name)}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete ?? 'off'}" spellcheck="false"${options.placeholder ? ` placeholder="${e(options.placeholder)}"` : ''}></div>`;
}

function tryIt(op: Operation, t: TFunction): string {
  const out = (id: string) => `<div class="result" id="${id}-result" role="status" aria-live="polite"></div>`;
  const data = `data-sending="${e(t('sending'))}" data-failed="${e(t('networkError'))}" data-response="${e(t('response'))}"`;
  if (op.operationId === 'getToken') {
    return `<section class="try" aria-labelledby="try-token-title"><h4 id="try-token-title">${e(t('tryIt'))}</h4><p class="hint">${e(t('tryTokenHint'))}</p>
<form id="try-token" ${data} novalidate>${field('try-client-id', t('clientId'), { name: 'client_id', placeholder: 'lsc_…' })}${field('try-client-secret', t('clientSecret'), { name: 'client_secret', type: 'password', placeholder: 'lss_…', autocomplete: 'new-password' })}
<button class="btn" type="submit">${e(t('getToken'))}</button></form>${out('try-token')}</section>`;
  }
  if (op.operationId === 'listConnections') {
    const params = (op.parameters ?? []).map((p) => field(`try-${anchor(p.name)}`, p.name, { name: p.name, placeholder: p.example !== undefined ? String(p.example) : undefined })).join('');
    return `<section class="try" aria-labelledby="try-connections-title"><h4 id="try-connections-title">${e(t('tryIt'))}</h4><p class="hint">${e(t('tryConnectionsHint'))}</p>
<form id="try-connections" ${data} novalidate>${field('try-access-token', t('accessToken'), { name: 'access_token', placeholder: 'lsa_…' })}${params}
<button class="btn" type="submit">${e(t('send'))}</button></form>${out('try-connections')}</section>`;
  }
  return '';
}

function operation(method: string, path: string, op: Operation, t: TFunction, withTry: boolean): string {
  const id = `op-${anchor(op.operationId)}`;
  return `<section class="op" id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><span class="method m-${e(method)}">${e(method.toUpperCase())}</span> <code>${e(path)}</code></h3>
<p class="summary" lang="en">${e(op.summary)}</p>${prose(op.description)}${security(op.security, t)}${parameters(op.parameters ?? [], t)}${
    op.requestBody ? `<h4>${e(t('requestBody'))}</h4>${mediaTypes(op.requestBody.content, t, true)}` : ''
  }${responses(op.responses, t)}${withTry ? tryIt(op, t) : ''}</section>`;
}

const STYLES = `
:root{--app:#143d59;color-scheme:light}
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#15202b;background:#f3f5f7}
a{color:#0b5a8c;text-underline-offset:2px}
a:focus-visible,button:focus-visible,input:focus-visible,pre:focus-visible{outline:3px solid #0b5a8c;outline-offset:2px}
.skip{position:absolute;left:-999px;top:8px;background:#fff;padding:8px 12px;border-radius:8px;z-index:2}.skip:focus{left:8px}
.top{background:var(--app);color:#fff}
.top .in{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;min-height:56px;padding-top:8px;padding-bottom:8px}
.top .product{color:#fff;font-weight:700;text-decoration:none}
.top a{color:#fff}.top .doc{margin-left:auto;font-size:15px}
.in{max-width:1000px;margin:0 auto;padding:0 16px}
main.in{padding:20px 16px 32px}
h1{font-size:28px;line-height:1.2;margin:0 0 8px}
h2{font-size:22px;margin:36px 0 12px}
h3{font-size:19px;margin:0 0 6px;display:flex;flex-wrap:wrap;gap:8px;align-items:center;word-break:break-all}
h4{font-size:16px;margin:18px 0 6px}
h5{font-size:15px;margin:0 0 6px;display:flex;gap:8px;align-items:baseline}
code{font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#eef2f6;border-radius:4px;padding:1px 4px;word-break:break-word}
.note{color:#4b5866}
.card,.op{background:#fff;border-radius:14px;box-shadow:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.1);padding:18px;margin:0 0 16px}
.toc ul{margin:0;padding-left:20px}
.summary{font-size:18px;margin:4px 0 8px;font-weight:600}
.method{font:700 13px/1 ui-monospace,Menlo,Consolas,monospace;color:#fff;border-radius:6px;padding:5px 8px}
.m-get{background:#0a6640}.m-post{background:#1f4f99}
.fields{list-style:none;padding:0;margin:0 0 8px;display:grid;gap:6px}
.fields .fields{margin:6px 0 0 14px;padding-left:10px;border-left:2px solid #e3e7eb}
.fields li{padding:6px 0;border-bottom:1px solid #eef1f4}
.fields li:last-child{border-bottom:0}
.name{font-weight:700;background:none;padding:0}
.type{font-size:14px}
.muted{color:#4b5866;font-size:14px}
.req{font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.03em;color:#8a1c12}
.desc p{margin:2px 0;color:#36424e;font-size:15px}
.response{border-top:1px solid #e3e7eb;padding:10px 0 4px}
.status{font:700 14px/1 ui-monospace,Menlo,Consolas,monospace;border-radius:6px;padding:4px 7px;background:#eef2f6}
.status.s2{background:#e3f4ea;color:#0b4f31}.status.s4{background:#fdeceb;color:#8a1c12}.status.sd{background:#fff4d6;color:#5c3f00}
.example{margin:8px 0}.example summary{font-size:15px;color:#36424e;cursor:pointer;min-height:44px;padding:11px 0}
.toc a{display:inline-block;min-height:44px;padding:10px 0}
.fields .line{margin:0}
.example summary:focus-visible{outline:3px solid #0b5a8c;outline-offset:2px}
.label{font-weight:600;margin:8px 0 2px;font-size:15px}
.card>h2:first-child{margin-top:0}
pre{margin:4px 0 0;background:#0f1b26;color:#e6edf3;border-radius:10px;padding:12px;overflow:auto;max-height:420px;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.try{margin-top:16px;background:#f4f8fb;border:1px solid #c9dbea;border-radius:12px;padding:14px}
.try h4{margin-top:0}.hint{color:#36424e;margin:0 0 10px}
.try form{display:grid;gap:10px;grid-template-columns:1fr}
.field label{display:block;font-weight:600;margin:0 0 4px}
.field input{font:inherit;width:100%;padding:10px 12px;border:1px solid #8a96a3;border-radius:8px;min-height:44px;background:#fff;color:#15202b}
.btn{font:inherit;font-weight:600;padding:10px 18px;border-radius:8px;border:2px solid var(--app);background:var(--app);color:#fff;min-height:44px;cursor:pointer;justify-self:start}
.btn[disabled]{opacity:.7;cursor:progress}
.result:empty{display:none}.result{margin-top:10px}
.result .line{font-weight:700;margin:0}
.result .bad{color:#8a1c12}
.foot{padding:8px 0 40px;color:#4b5866;font-size:14px}
.foot ul{display:flex;flex-wrap:wrap;gap:6px 14px;list-style:none;padding:0;margin:0}
.foot [aria-current]{font-weight:700;color:#15202b;text-decoration:none}
@media (min-width:760px){.try form{grid-template-columns:1fr 1fr}.try form .btn{grid-column:1/-1}h1{font-size:34px}.op{padding:24px 28px}}
`;

/** The page in `language`. */
export function referencePage(language: Language): string {
  const t = instance.getFixedT(language);
  const doc = openApiDocument() as Json & {
    info: { title: string; description: string };
    paths: Record<string, Record<string, Operation>>;
    webhooks: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  const schemas = doc.components.schemas;
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  const hooks = Object.entries(doc.webhooks).flatMap(([name, methods]) => Object.entries(methods).map(([method, op]) => ({ name, method, op })));
  const toc = `<nav class="card toc" aria-labelledby="toc-title"><h2 id="toc-title">${e(t('contents'))}</h2><ul>
<li><a href="#operations">${e(t('operations'))}</a><ul>${ops.map(({ path, method, op }) => `<li><a href="#op-${anchor(op.operationId)}">${e(method.toUpperCase())} ${e(path)}</a> · <span lang="en">${e(op.summary)}</span></li>`).join('')}</ul></li>
<li><a href="#webhooks">${e(t('webhooks'))}</a><ul>${hooks.map(({ name, op }) => `<li><a href="#op-${anchor(op.operationId)}">${e(name)}</a> · <span lang="en">${e(op.summary)}</span></li>`).join('')}</ul></li>
<li><a href="#schemas">${e(t('schemas'))}</a></li></ul></nav>`;
  const schemaSections = Object.entries(schemas)
    .map(([name, schema]) => `<section class="op" id="schema-${anchor(name)}" aria-labelledby="schema-${anchor(name)}-title"><h3 id="schema-${anchor(name)}-title"><code>${e(name)}</code></h3>${prose(schema.description)}${fields(schema, t)}</section>`)
    .join('');
  const languages = LANGUAGES.map((l) =>
    l === language ? `<li><a aria-current="true" lang="${l}">${NATIVE_NAMES[l]}</a></li>` : `<li><a href="${REFERENCE_PATH}?lang=${l}" lang="${l}" hreflang="${l}">${NATIVE_NAMES[l]}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`${t('title')} · ${doc.info.title}`)}</title>
<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">
<style>${STYLES}</style>
<script src="${SCRIPT_PATH}" defer></script>
</head>
<body>
<a class="skip" href="#operations">${e(t('skip'))}</a>
<header class="top"><div class="in"><span class="product">${e(doc.info.title)}</span><a class="doc" href="${OPENAPI_PATH}">${e(t('document'))}</a></div></header>
<main class="in">
<h1>${e(t('title'))}</h1>
<p class="note">${e(t('englishNote'))}</p>
<div class="card">${prose(doc.info.description)}</div>
${toc}
<h2 id="operations">${e(t('operations'))}</h2>
${ops.map(({ path, method, op }) => operation(method, path, op, t, true)).join('')}
<h2 id="webhooks">${e(t('webhooks'))}</h2>
<p>${e(t('webhooksIntro'))}</p>
${hooks.map(({ name, method, op }) => operation(method, name, op, t, false)).join('')}
<h2 id="schemas">${e(t('schemas'))}</h2>
${schemaSections}
</main>
<footer class="foot"><div class="in"><nav aria-label="${e(t('languages'))}"><ul>${languages}</ul></nav></div></footer>
</body>
</html>`;
}

/**
 * The forms of the page: send the request, show the status and the body; a token fills the next
 * form. Without credentials ('omit'): a 401 with WWW-Authenticate: Basic would otherwise make the
 * browser ask for a user name and password instead of showing the answer.
 */
const SCRIPT = `'use strict';
(function () {
  function show(form, box, status, text) {
    box.textContent = '';
    var line = document.createElement('p');
    line.className = 'line' + (status >= 200 && status < 300 ? '' : ' bad');
    line.textContent = status ? form.dataset.response + ': HTTP ' + status : text;
    box.appendChild(line);
    if (status) {
      var pre = document.createElement('pre');
      pre.tabIndex = 0;
      try { pre.textContent = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { pre.textContent = text; }
      box.appendChild(pre);
    }
  }
  function wire(id, request, done) {
    var form = document.getElementById(id);
    if (!form) return;
    var box = document.getElementById(id + '-result');
    var button = form.querySelector('button');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      button.disabled = true;
      box.textContent = form.dataset.sending;
      var r = request(form);
      fetch(r.url, r.init).then(function (res) {
        return res.text().then(function (text) {
          show(form, box, res.status, text);
          if (res.ok && done) { try { done(JSON.parse(text)); } catch (e) { /* not JSON */ } }
        });
      }, function () {
        show(form, box, 0, form.dataset.failed);
      }).then(function () { button.disabled = false; });
    });
  }
  function value(form, name) { return form.elements.namedItem(name).value.trim(); }
  wire('try-token', function (form) {
    var basic = btoa(encodeURIComponent(value(form, 'client_id')) + ':' + encodeURIComponent(value(form, 'client_secret')));
    return { url: '/api/v1/oauth/token', init: { method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Basic ' + basic }, body: 'grant_type=client_credentials' } };
  }, function (body) {
    var field = document.getElementById('try-access-token');
    if (field && body.access_token) field.value = body.access_token;
  });
  wire('try-connections', function (form) {
    var query = new URLSearchParams();
    ['cursor', 'changedSince', 'limit'].forEach(function (name) {
      var field = form.elements.namedItem(name);
      if (field && field.value.trim()) query.set(name, field.value.trim());
    });
    var qs = query.toString();
    return { url: '/api/v1/connections' + (qs ? '?' + qs : ''), init: { credentials: 'omit', headers: { authorization: 'Bearer ' + value(form, 'access_token') } } };
  }, function (body) {
    // The answer's nextCursor goes into the cursor field: sending again asks for what comes next.
    var field = document.getElementById('try-cursor');
    if (field && typeof body.nextCursor === 'string') field.value = body.nextCursor;
  });
})();
`;

/** The page's policy: its own inline styles, its script file, calls to this server; nothing else. */
const PAGE_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const referenceRoutes: FastifyPluginAsync = async (app) => {
  // Made from code without the database: they still answer during maintenance.
  const PUBLIC = { access: { public: true }, openDuringMaintenance: true } as const;

  app.get(OPENAPI_PATH, { config: PUBLIC }, async (_req, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*').send(JSON.stringify(openApiDocument(), null, 2)),
  );

  app.get(REFERENCE_PATH, { config: PUBLIC }, async (req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PAGE_POLICY)
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'accept-language')
      .send(referencePage(pageLanguage(req))),
  );

  app.get(SCRIPT_PATH, { config: PUBLIC }, async (_req, reply) => reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(SCRIPT));
};
