/**
 * The service worker's precache, in groups (issue #30: a booth is ready offline fast), computed at
 * build time from the bundle's graph and the route table, never from a list of file names:
 *
 * - booth: what a booth needs offline first: the entry chunk and every file reachable from it
 *   (static and dynamic imports, CSS, workers and what a worker loads, such as the decoder's .wasm)
 *   without passing through the screen of a route that is not marked `precache: 'booth'` in
 *   src/app/routes.ts, and without the language texts, nor the files the build names as
 *   `later` (the export worker: a booth screen offers exports, but a booth does not need one in
 *   its first minute, and it is a tenth of the booth part). Stored at install.
 * - lang-<language>: the texts of one language (locales/<language>/*.json chunks). The install
 *   stores the device's languages; the page tells the worker the language it shows.
 * - later: every other file the app needs offline (the screens of other routes and what only they
 *   use); stored in the background once the worker is active.
 * - online-only: what only the screens of routes marked `onlineOnly` or `organiser` use (the
 *   organiser's console, the editors, the manual): left out of the precache, kept at run time
 *   when opened.
 *
 * `groupFiles` is the pure part (tests give it a made-up graph); `precacheGroups()` is the Vite
 * plugin that reads the real bundle in `generateBundle`, and `manifestTransform` adds each
 * manifest entry's group (and drops the online-only ones) for vite-plugin-pwa's injectManifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CodeSplittingGroup, ModuleInfo } from 'rolldown';
import type { Plugin } from 'vite';

export type PrecacheGroup = 'booth' | 'later' | 'online-only' | `lang-${string}`;

/** How a route's screen is kept, from its route definition. */
export type ScreenKind = 'booth' | 'later' | 'online-only';

export interface RouteScreen {
  id: string;
  /** The screen's module, an absolute path without extension. */
  module: string;
  kind: ScreenKind;
  /** A page for people not logged in (`public: true`): the login pages, which a first visit opens. */
  public: boolean;
}

/** One file of the bundle, as the grouping sees it. */
export interface BundleFile {
  file: string;
  /** An entry chunk (the app's start). */
  entry?: boolean;
  /** The chunk is the screen of a route (its facade module is a screen module). */
  screen?: ScreenKind;
  /** The chunk holds texts of this language. */
  language?: string;
  /** Files this one loads: imports, dynamic imports, CSS, assets (workers, .wasm). */
  refs: readonly string[];
}

function reach(files: ReadonlyMap<string, BundleFile>, blocked: (f: BundleFile) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...files.values()].filter((f) => f.entry).map((f) => f.file);
  while (queue.length) {
    const name = queue.pop()!;
    const file = files.get(name);
    if (seen.has(name) || !file || blocked(file)) continue;
    seen.add(name);
    queue.push(...file.refs);
  }
  return seen;
}

/**
 * Each file's group. A screen module used by several routes takes the most needed kind among
 * them (booth before later before online-only), see `screenKinds`.
 */
export function groupFiles(list: readonly BundleFile[], options: { later?: readonly RegExp[] } = {}): Map<string, PrecacheGroup> {
  const files = new Map(list.map((f) => [f.file, f]));
  const laterFile = (f: BundleFile) => (options.later ?? []).some((r) => r.test(f.file));
  const booth = reach(files, (f) => f.language !== undefined || (f.screen !== undefined && f.screen !== 'booth') || laterFile(f));
  const offline = reach(files, (f) => f.language !== undefined || f.screen === 'online-only');
  const groups = new Map<string, PrecacheGroup>();
  for (const f of list) {
    if (booth.has(f.file)) groups.set(f.file, 'booth');
    else if (f.language !== undefined) groups.set(f.file, `lang-${f.language}`);
    else if (offline.has(f.file)) groups.set(f.file, 'later');
    else groups.set(f.file, 'online-only');
  }
  return groups;
}

/** The kind of each screen module: booth if any route using it is a booth route, else later unless all its routes are online-only. */
export function screenKinds(screens: readonly RouteScreen[]): Map<string, ScreenKind> {
  const rank: Record<ScreenKind, number> = { booth: 0, later: 1, 'online-only': 2 };
  const kinds = new Map<string, ScreenKind>();
  for (const s of screens) {
    const had = kinds.get(s.module);
    if (!had || rank[s.kind] < rank[had]) kinds.set(s.module, s.kind);
  }
  return kinds;
}

/**
 * The screens of the route table (src/app/routes.ts), read from its source: each route's id, the
 * module its `screen` imports (inline or through a `const x: ScreenLoader = () => import(...)`)
 * and its kind (`precache: 'booth'`; `onlineOnly` or `organiser`: online-only). Routes without a
 * screen (redirects) are left out. routes.test.ts checks this against the table itself.
 */
export function routeScreens(source: string, fileName: string): RouteScreen[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const dir = path.dirname(fileName);
  const importOf = (node: ts.Node | undefined): string | null => {
    if (!node || !ts.isArrowFunction(node)) return null;
    const body = node.body;
    const spec = ts.isCallExpression(body) && body.expression.kind === ts.SyntaxKind.ImportKeyword ? body.arguments[0] : undefined;
    return spec && ts.isStringLiteral(spec) ? path.resolve(dir, spec.text) : null;
  };
  const loaders = new Map<string, string>();
  let table: ts.ArrayLiteralExpression | null = null;
  for (const stmt of sf.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const decl of stmt.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name)) continue;
      const module = importOf(decl.initializer);
      if (module) loaders.set(decl.name.text, module);
      if (decl.name.text === 'ROUTES' && decl.initializer && ts.isArrayLiteralExpression(decl.initializer)) table = decl.initializer;
    }
  }
  if (!table) throw new Error(`${fileName}: no ROUTES array`);
  const screens: RouteScreen[] = [];
  for (const element of (table as ts.ArrayLiteralExpression).elements) {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`${fileName}: a route that is not an object literal`);
    const props = new Map<string, ts.Expression>();
    for (const p of element.properties) {
      if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) props.set(p.name.text, p.initializer);
    }
    const idNode = props.get('id');
    if (!idNode || !ts.isStringLiteral(idNode)) throw new Error(`${fileName}: a route without a literal id`);
    const screen = props.get('screen');
    if (!screen) continue;
    const module = ts.isIdentifier(screen) ? loaders.get(screen.text) : importOf(screen);
    if (!module) throw new Error(`${fileName}: route ${idNode.text}: its screen is not \`() => import('…')\` nor a const holding one`);
    const isTrue = (name: string) => props.get(name)?.kind === ts.SyntaxKind.TrueKeyword;
    const precache = props.get('precache');
    const booth = !!precache && ts.isStringLiteral(precache) && precache.text === 'booth';
    screens.push({ id: idNode.text, module, kind: booth ? 'booth' : isTrue('onlineOnly') || isTrue('organiser') ? 'online-only' : 'later', public: isTrue('public') });
  }
  return screens;
}

/** The modules `roots` load through static imports, the roots included. */
function staticClosure(roots: readonly string[], info: (id: string) => Pick<ModuleInfo, 'importedIds'> | null): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    const module = info(id);
    if (!module) continue;
    seen.add(id);
    queue.push(...module.importedIds);
  }
  return seen;
}

/**
 * The modules that go into the booth's shared chunk: what the booth screens load through static
 * imports, except the screens themselves (each stays the chunk its route loads) and what a public
 * screen (the login pages) loads, which a first visit to /login would otherwise download with the
 * whole booth. `moduleOf` finds a screen's module id from its path without extension.
 */
export function boothSharedModules(screens: readonly RouteScreen[], info: (id: string) => Pick<ModuleInfo, 'importedIds'> | null, moduleOf: (module: string) => string | null): Set<string> {
  const ids = (pick: (s: RouteScreen) => boolean) => screens.filter(pick).flatMap((s) => moduleOf(s.module) ?? []);
  const publicReach = staticClosure(ids((s) => s.public), info);
  const boothScreens = ids((s) => s.kind === 'booth');
  const shared = staticClosure(boothScreens, info);
  for (const id of [...publicReach, ...boothScreens]) shared.delete(id);
  return shared;
}

/**
 * A chunk group (rolldown's `codeSplitting`) that puts what several booth screens share into one
 * file, booth-shared (issue #30): the service worker pays a fixed price per file it stores (a
 * request and a cache entry), and the booth part was 88 files, half of them under 2 KB, so a
 * first visit was ready offline after 2.5 s rather than under 2. Only modules at least two
 * chunks use (one screen's own modules stay in its chunk), and none a public page loads.
 */
export function boothSharedGroup(routesFile: string): CodeSplittingGroup {
  let modules: { ctx: object; ids: Set<string> } | null = null;
  return {
    name: (id, ctx) => {
      if (modules?.ctx !== ctx) {
        const screens = routeScreens(fs.readFileSync(routesFile, 'utf8'), routesFile);
        const moduleOf = (module: string) => ['.tsx', '.ts', '.jsx', '.js'].map((ext) => module + ext).find((m) => ctx.getModuleInfo(m)) ?? null;
        modules = { ctx, ids: boothSharedModules(screens, (m) => ctx.getModuleInfo(m), moduleOf) };
      }
      return modules.ids.has(id) ? 'booth-shared' : null;
    },
    minShareCount: 2,
  };
}

const LOCALE_MODULE = /[\\/]locales[\\/]([a-z]{2})[\\/][^\\/]+\.json$/;

function withoutExtension(id: string): string {
  return id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');
}

/** What the last build computed: each file's group, for the manifest transform. */
export interface PrecachePlan {
  groups: Map<string, PrecacheGroup>;
}

/** `later`: files (as named in the bundle, e.g. assets/export.worker-xx.js) kept out of the booth part, with what only they load. */
export function precacheGroups(options: { routes: string; later?: readonly RegExp[] }): { plugin: Plugin; plan: PrecachePlan } {
  const plan: PrecachePlan = { groups: new Map() };
  const plugin: Plugin = {
    name: 'leadstand:precache-groups',
    apply: 'build',
    generateBundle(_output, bundle) {
      const kinds = screenKinds(routeScreens(fs.readFileSync(options.routes, 'utf8'), options.routes));
      const names = Object.keys(bundle);
      const files: BundleFile[] = [];
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type === 'chunk') {
          const facade = out.facadeModuleId ? withoutExtension(out.facadeModuleId) : null;
          const meta = out.viteMetadata;
          files.push({
            file,
            entry: out.isEntry,
            screen: facade ? kinds.get(facade) : undefined,
            language: out.facadeModuleId ? LOCALE_MODULE.exec(out.facadeModuleId)?.[1] : undefined,
            refs: [...out.imports, ...out.dynamicImports, ...(meta?.importedAssets ?? []), ...(meta?.importedCss ?? [])],
          });
        } else {
          // A worker (its own bundle, an asset here) loads its .wasm by address; CSS loads fonts
          // and images. Script chunks are not read this way: their preload lists name the
          // files of every screen.
          const text = /\.(js|css)$/.test(file) && typeof out.source === 'string' ? out.source : null;
          const refs = text ? names.filter((n) => n !== file && !n.endsWith('.map') && text.includes(path.posix.basename(n))) : [];
          files.push({ file, refs });
        }
      }
      plan.groups = groupFiles(files, { later: options.later });
    },
  };
  return { plugin, plan };
}

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * injectManifest's `manifestTransforms` step: each entry gets its group; online-only files are
 * dropped. Files outside the bundle (index.html, the icons and web manifest of public/) are the
 * shell: booth. Largest first: the service worker stores a group in this order, several at a
 * time, so the largest file (the decoder's .wasm) is not the one that starts last and finishes
 * alone.
 */
export function manifestTransform(plan: PrecachePlan) {
  return (entries: ManifestEntry[]) => {
    if (plan.groups.size === 0) throw new Error('precache groups: the bundle was not seen (is the plugin in the build?)');
    const manifest = entries
      .map((e) => ({ ...e, group: e.url.startsWith('assets/') ? (plan.groups.get(e.url) ?? 'later') : 'booth' }))
      .filter((e) => e.group !== 'online-only')
      .sort((a, b) => b.size - a.size || a.url.localeCompare(b.url));
    const totals = new Map<string, { files: number; bytes: number }>();
    for (const e of manifest) {
      const t = totals.get(e.group) ?? { files: 0, bytes: 0 };
      totals.set(e.group, { files: t.files + 1, bytes: t.bytes + e.size });
    }
    const summary = [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([g, t]) => `${g} ${t.files} (${Math.round(t.bytes / 1024)} KiB)`);
    console.log(`precache groups: ${summary.join(', ')}; online-only, left out: ${entries.length - manifest.length} files`);
    return { manifest, warnings: [] as string[] };
  };
}
