/**
 * Pages that visitors open without the app and without logging in (an exhibitor's content pages,
 * the event's terms): rendered on the server as one small HTML document with its styles inline
 * and no script at all, so they are readable at once on a show's crowded network. Texts come from
 * locales/<lng>/public.json in the visitor's language (`?lang=`, else the browser's), and every
 * page links to the others in the six languages. The head describes the page for search engines
 * and link previews (description, OpenGraph, Twitter card) and, where it may be listed, names its
 * canonical address and its six languages (hreflang).
 */
import i18next, { type TFunction } from 'i18next';
import type { FastifyReply, FastifyRequest } from 'fastify';
import de from '../../locales/de/public.json' with { type: 'json' };
import en from '../../locales/en/public.json' with { type: 'json' };
import es from '../../locales/es/public.json' with { type: 'json' };
import fr from '../../locales/fr/public.json' with { type: 'json' };
import nl from '../../locales/nl/public.json' with { type: 'json' };
import tr from '../../locales/tr/public.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, resolveLanguage, type Language } from '../../src/domain/language';
import { PRODUCT_NAME } from '../../src/domain/constants';

const instance = i18next.createInstance();
void instance.init({
  resources: { de: { public: de }, en: { public: en }, es: { public: es }, fr: { public: fr }, nl: { public: nl }, tr: { public: tr } },
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'public',
  ns: ['public'],
  initAsync: false,
  interpolation: { escapeValue: false },
});

const NATIVE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', es: 'Español', fr: 'Français', nl: 'Nederlands', tr: 'Türkçe' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** `?lang=` as asked (any route's query: checked, not assumed). */
function askedLanguage(req: FastifyRequest): string | undefined {
  const query: unknown = req.query;
  return query && typeof query === 'object' && 'lang' in query && typeof query.lang === 'string' ? query.lang : undefined;
}

/** The page's language: `?lang=` when it names one, else the first of the browser's that we have. */
export function pageLanguage(req: FastifyRequest): Language {
  const asked = askedLanguage(req);
  if (isLanguage(asked)) return asked;
  const accept = String(req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return resolveLanguage(null, accept);
}

/**
 * The language of a document someone opens (an invoice, a sheet): the reader's, not the one stored
 * with their account (an invitation's): `?lang=` (the app sends the language it shows), else the
 * browser's Accept-Language when it names one we have, else `stored`.
 */
export function readerLanguage(req: FastifyRequest, stored: string | null | undefined): Language {
  const asked = askedLanguage(req);
  if (isLanguage(asked)) return asked;
  const accept = String(req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase().split('-')[0]!)
    .find((tag) => isLanguage(tag));
  return accept && isLanguage(accept) ? accept : resolveLanguage(stored);
}

export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

/** A colour from the event's theme, or the fallback when it is not a plain hex colour (it lands in CSS). */
function safeColour(colour: string | null | undefined, fallback: string): string {
  return colour && /^#[0-9a-fA-F]{3,8}$/.test(colour) ? colour : fallback;
}

export interface PageOptions {
  language: Language;
  title: string;
  /** The page's own address without `?lang=` (for the language links, canonical and alternate addresses). */
  path: string;
  body: string;
  /** What the page is about (the company's or event's own text); a translated default otherwise. */
  description?: string | null | undefined;
  /** A picture for link previews (a logo or banner on this server, as a path); `wide` for a banner. */
  image?: { path: string; wide: boolean } | null | undefined;
  theme?: { application?: string | null; action?: string | null };
  /** Not for search engines (pages reached only by their unguessable link). */
  noindex?: boolean;
  /** CSS of this page only, placed in the head after the shared styles (a <style> in the body is invalid HTML). */
  styles?: string;
}

const STYLES = (app: string) => `
:root{--app:${app};color-scheme:light}
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#15202b;background:#f3f5f7}
a{color:var(--app);text-underline-offset:2px}
a:focus-visible{outline:3px solid var(--app);outline-offset:2px}
.top{background:var(--app);color:#fff}
.top .in{display:flex;align-items:center;gap:12px;min-height:56px}
.top a{color:#fff;text-decoration:none;font-weight:600}
.top .event{margin-left:auto;font-size:14px;opacity:.9;text-align:right}
.in{max-width:760px;margin:0 auto;padding:0 16px}
main{padding:20px 0 32px}
main.in{padding:20px 16px 32px}
.card{background:#fff;border-radius:14px;box-shadow:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.1);overflow:hidden}
.card .body{padding:20px}
.banner{display:block;width:100%;max-height:260px;object-fit:cover;background:#e5e9ee}
.head{display:flex;gap:16px;align-items:center}
.logo{width:64px;height:64px;border-radius:12px;object-fit:contain;background:#fff;border:1px solid #e3e7eb;flex:none}
.kind{margin:0;color:#4b5866;font-size:14px;font-weight:600;text-transform:uppercase;letter-spacing:.04em}
h1{font-size:28px;line-height:1.2;margin:4px 0 0}
h2{font-size:19px;margin:28px 0 10px}
.lead{font-size:18px;color:#36424e;margin:12px 0 0}
.labels{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:16px 0 0}
.labels li{background:#eef2f6;border-radius:999px;padding:3px 12px;font-size:14px}
.text p{margin:0 0 12px;white-space:pre-line}
.facts{display:grid;grid-template-columns:minmax(110px,max-content) 1fr;gap:6px 16px;margin:0}
h1+.facts{margin-top:16px}
.facts dt{color:#4b5866}
.facts dd{margin:0;white-space:pre-line}
.list{list-style:none;padding:0;margin:0;display:grid;gap:10px}
.list li{background:#f7f9fb;border:1px solid #e3e7eb;border-radius:10px;padding:12px 14px}
.list a{font-weight:600}
.list .meta{display:block;color:#4b5866;font-size:14px}
.media img{max-width:100%;height:auto;border-radius:10px;display:block}
.media audio,.media video{width:100%;margin-top:6px}
.foot{padding:8px 0 40px;color:#4b5866;font-size:14px}
.foot ul{display:flex;flex-wrap:wrap;gap:6px 14px;list-style:none;padding:0;margin:0 0 12px}
.foot [aria-current]{font-weight:700;color:#15202b;text-decoration:none}
.btn{font:inherit;font-weight:600;padding:10px 18px;border-radius:8px;border:2px solid var(--app);background:var(--app);color:#fff;min-height:44px;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
.btn.quiet{background:#fff;color:var(--app)}
.btn:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid var(--app);outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:10px;margin:20px 0 0}
.field{margin:0 0 14px}
.field label,.legend{display:block;font-weight:600;margin:0 0 4px}
.field input,.field select,.field textarea{font:inherit;width:100%;padding:10px 12px;border:1px solid #8a96a3;border-radius:8px;min-height:44px;background:#fff;color:#15202b}
.row{display:flex;flex-wrap:wrap;gap:12px}.row .field{flex:1 1 140px}
.error{color:#a3190f;font-weight:600;margin:4px 0 0}
.notice{background:#eef6f1;border:1px solid #b9dcc8;border-radius:10px;padding:12px 14px;margin:16px 0}
.notice.bad{background:#fdeceb;border-color:#f0b8b3}
.slots{border:0;padding:0;margin:0 0 14px}
.slots ul{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px}
.slots label{display:flex;gap:8px;align-items:center;border:1px solid #c9d1d9;border-radius:10px;padding:10px 12px;min-height:44px;cursor:pointer;background:#fff}
.slots input{width:20px;height:20px;margin:0;flex:none;accent-color:var(--app)}
.slots .t{font-weight:700;font-variant-numeric:tabular-nums}.slots .k{display:block;font-size:14px;color:#4b5866}
.slots label:has(input:checked){border-color:var(--app);box-shadow:0 0 0 1px var(--app);background:#f4f8fb}
.card.booking{margin-top:4px}
.choices{border:0;padding:0;margin:0 0 14px}.choices ul{list-style:none;padding:0;margin:0;display:grid;gap:6px}
.choices label,.consent label{display:flex;gap:10px;align-items:flex-start;min-height:44px;padding:10px 12px;border:1px solid #c9d1d9;border-radius:10px;background:#fff;cursor:pointer;font-weight:400}
.choices label input,.consent input{width:20px;height:20px;min-height:0;margin:2px 0 0;flex:none;accent-color:var(--app)}
.choices legend{padding:0}.choices .other input{width:100%}
.choices .other{margin:8px 0 0}.choices .other label{display:block;border:0;padding:0;min-height:0;font-weight:600}
.consent label{border-color:#8a96a3}
.thread li{white-space:pre-line}.thread li.own{background:#eef4fa;border-color:#c9dbea}
.day{font-size:17px;margin:18px 0 8px}
.state{display:inline-block;border-radius:999px;padding:2px 12px;font-size:14px;font-weight:600;background:#fff4d6;color:#5c3f00}
.state.accepted{background:#e7f5ee;color:#0b4f31}.state.cancelled,.state.declined{background:#eef2f6;color:#4b5866}
@media (min-width:700px){h1{font-size:34px}.card .body{padding:28px 32px}}
`;

const OG_LOCALES: Record<Language, string> = { de: 'de_DE', en: 'en_GB', es: 'es_ES', fr: 'fr_FR', nl: 'nl_NL', tr: 'tr_TR' };
/** Longer descriptions are cut (search engines and link previews show about this much). */
const DESCRIPTION_MAX = 200;

/** `text` on one line, cut at a word to at most DESCRIPTION_MAX characters. */
function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The head's description, OpenGraph and Twitter card tags, and for pages search engines may list,
 * the canonical address and one alternate per language (`?lang=`, as the language links) plus
 * x-default (the address without it, whose language follows the browser). Addresses are paths
 * here; sendPage makes them absolute with PUBLIC_URL. Pages kept out of search engines (reached by
 * an unguessable link) name no address at all, so no preview or crawler copies it.
 */
function headTags(options: PageOptions, t: TFunction): string {
  const description = shortDescription(options.description?.trim() || t('meta.description', { title: options.title, product: PRODUCT_NAME }));
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}">`,
    `<meta property="og:title" content="${escapeHtml(options.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[options.language]}">`,
  ];
  const image = options.noindex ? null : options.image;
  tags.push(`<meta name="twitter:card" content="${image?.wide ? 'summary_large_image' : 'summary'}">`);
  if (options.noindex) return tags.join('\n');
  const at = (language: Language) => `${options.path}?lang=${language}`;
  tags.push(`<meta property="og:url" content="${escapeHtml(at(options.language))}">`);
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image.path)}">`);
  tags.push(`<link rel="canonical" href="${escapeHtml(at(options.language))}">`);
  for (const l of LANGUAGES) tags.push(`<link rel="alternate" hreflang="${l}" href="${escapeHtml(at(l))}">`);
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(options.path)}">`);
  return tags.join('\n');
}

/** Makes the head's canonical, alternate and OpenGraph addresses (paths, from headTags) absolute. */
export function absoluteHeadAddresses(html: string, publicUrl: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html.slice(0, end).replace(/(<link rel="(?:canonical|alternate)"(?: hreflang="[^"]*")? href="|<meta property="og:(?:url|image)" content=")\/(?!\/)/g, (_, tag: string) => `${tag}${escapeHtml(publicUrl)}/`);
  return head + html.slice(end);
}

/** A whole page: header with the product's name, the body, and the language links. */
export function page(options: PageOptions): string {
  const t = translator(options.language);
  const app = safeColour(options.theme?.application, '#143d59');
  const languages = LANGUAGES.map((l) =>
    l === options.language
      ? `<li><a aria-current="true" lang="${l}">${NATIVE_NAMES[l]}</a></li>`
      : `<li><a href="${escapeHtml(options.path)}?lang=${l}" lang="${l}" hreflang="${l}">${NATIVE_NAMES[l]}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
${headTags(options, t)}
${options.noindex ? '<meta name="robots" content="noindex">' : ''}
<meta name="theme-color" content="${app}">
<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
<style>${STYLES(app)}${options.styles ?? ''}</style>
</head>
<body>
${options.body}
<footer class="foot"><div class="in">
<nav aria-label="${escapeHtml(t('languages'))}"><ul>${languages}</ul></nav>
<p>${escapeHtml(t('poweredBy', { product: PRODUCT_NAME }))}</p>
</div></footer>
</body>
</html>`;
}

/**
 * Sends a page with its own policy: inline styles (this document's only), images and media from
 * here, nothing else (no script; a form posts only here where the page has one). Shared caches may
 * keep it briefly; a browser shows its last copy when the network is gone (not a private page).
 */
export function sendPage(reply: FastifyReply, html: string, status = 200, options: { form?: boolean; private?: boolean } = {}): FastifyReply {
  const publicUrl = (reply.server as { settings?: { publicUrl?: string } }).settings?.publicUrl;
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; media-src 'self'; base-uri 'none'; form-action ${options.form ? "'self'" : "'none'"}; frame-ancestors 'none'`)
    .header('cache-control', status === 200 && !options.private ? 'public, max-age=60, stale-while-revalidate=86400, stale-if-error=604800' : 'no-store')
    .header('vary', 'accept-language')
    .send(publicUrl ? absoluteHeadAddresses(html, publicUrl) : html);
}
