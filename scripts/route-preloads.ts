/**
 * What a first visit to one of the app's addresses loads after the entry (issue #30: /login on a
 * show's network). The app imports a route's screen, and the texts of its language, only once its
 * entry script has run: two trips to the server one after the other. The build writes, per route,
 * the screen's chunk and everything it imports statically (the entry's own imports left out: index.html
 * preloads those), and per language the start-up texts; the server adds them to the index.html it
 * answers for that address as `<link rel=modulepreload>` (server/static.ts), so the browser asks for
 * them with the entry. Written to dist/app/.vite/route-preloads.json: not served, not precached.
 *
 * `routePreloads` is the pure part (tests give it a made-up bundle); `routePreloadsPlugin()` reads
 * the real bundle in `generateBundle`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeScreens } from './precache-groups';

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreloads {
  /** Files (relative to the app's root, e.g. assets/LoginPage-xx.js) by route id. */
  routes: Record<string, string[]>;
  /** The start-up texts of each language. */
  texts: Record<string, string[]>;
}

/** One chunk of the bundle, as this step sees it. */
export interface PreloadChunk {
  file: string;
  entry?: boolean;
  /** The module the chunk stands for (absolute, without extension), when it has one. */
  facade?: string | null;
  /** Static imports (other chunks). */
  imports: readonly string[];
  /** CSS files the chunk's modules import. */
  css: readonly string[];
}

function closure(chunks: ReadonlyMap<string, PreloadChunk>, start: string): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    const chunk = chunks.get(name);
    if (!chunk) continue;
    seen.add(name);
    queue.push(...chunk.imports);
  }
  return [...seen];
}

const withCss = (chunks: ReadonlyMap<string, PreloadChunk>, files: string[]) => [...files, ...files.flatMap((f) => chunks.get(f)?.css ?? [])];

/**
 * `screens`: route id → the screen's module (absolute, without extension); `texts`: language →
 * the start-up text modules of that language (absolute, without extension).
 */
export function routePreloads(list: readonly PreloadChunk[], screens: ReadonlyMap<string, string>, texts: ReadonlyMap<string, readonly string[]>): RoutePreloads {
  const chunks = new Map(list.map((c) => [c.file, c]));
  const byFacade = new Map(list.filter((c) => c.facade).map((c) => [c.facade!, c.file]));
  const entry = list.find((c) => c.entry);
  const loaded = new Set(entry ? withCss(chunks, closure(chunks, entry.file)) : []);
  const result: RoutePreloads = { routes: {}, texts: {} };
  for (const [id, module] of screens) {
    const file = byFacade.get(module);
    if (!file) continue;
    result.routes[id] = [...new Set(withCss(chunks, closure(chunks, file)))].filter((f) => !loaded.has(f));
  }
  for (const [language, modules] of texts) {
    result.texts[language] = modules.map((m) => byFacade.get(m)).filter((f): f is string => !!f && !loaded.has(f));
  }
  return result;
}

const withoutExtension = (id: string) => id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');

/** The Vite plugin: `routes` is src/app/routes.ts, `i18n` src/lib/i18n.ts (its START_NAMESPACES), `locales` the locales folder. */
export function routePreloadsPlugin(options: { routes: string; i18n: string; locales: string }): Plugin {
  return {
    name: 'leadstand:route-preloads',
    apply: 'build',
    generateBundle(_output, bundle) {
      const screens = new Map(routeScreens(fs.readFileSync(options.routes, 'utf8'), options.routes).map((s) => [s.id, s.module]));
      const namespaces = /START_NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(fs.readFileSync(options.i18n, 'utf8'))?.[1];
      if (!namespaces) throw new Error(`${options.i18n}: no START_NAMESPACES`);
      const names = [...namespaces.matchAll(/['"](\w+)['"]/g)].map((m) => m[1]!);
      const texts = new Map(
        fs
          .readdirSync(options.locales)
          .filter((l) => /^[a-z]{2}$/.test(l))
          .map((l) => [l, names.map((n) => path.join(options.locales, l, `${n}.json`))] as const),
      );
      const list: PreloadChunk[] = [];
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        const facade = out.facadeModuleId ? (out.facadeModuleId.endsWith('.json') ? out.facadeModuleId : withoutExtension(out.facadeModuleId)) : null;
        list.push({ file, entry: out.isEntry, facade, imports: out.imports, css: [...(out.viteMetadata?.importedCss ?? [])] });
      }
      const preloads = routePreloads(list, screens, texts);
      if (!preloads.routes.login?.length) throw new Error('route preloads: nothing found for the login screen (is the plugin reading the right bundle?)');
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
