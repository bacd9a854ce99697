/**
 * Size budgets of the production build (budgets.json), part of `npm test` after `npm run build`:
 * byte sizes are deterministic, so a build that grows past a budget fails here rather than in a
 * benchmark someone may not run. Reads Vite's manifest (dist/app/.vite/manifest.json: the chunk
 * graph) and the built files, and checks
 * - the initial JavaScript of /login, gzipped: the entry chunk of index.html and its static imports,
 *   the login screen (preloaded by src/main.tsx) and its static imports, the English texts of the
 *   start-up namespaces (START_NAMESPACES in src/lib/i18n.ts), and any package the app imports
 *   dynamically at start-up (none since the service worker is registered by
 *   src/app/notices/service-worker-registration.ts); the same files `npm run bench -- login-js`
 *   sees Chromium load;
 * - the service worker's precache: raw bytes of the entries of its injected manifest, in total and
 *   per `group` when the entries have one;
 * - each route's chunk (the chunk of a screen that src/app/routes.ts imports), gzipped;
 * - each file under dist/app/assets (.js, .css, .wasm) and the service worker, gzipped.
 * Prints a table and exits 1 when a figure is over its budget (or the build is not there).
 * `--list` also prints the files of the /login figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** KB = 1024 bytes throughout, as the bench counts them. */
export interface Budgets {
  comment?: string;
  /** maxFiles: the script files /login loads; on HTTP/1.1 six at a time, each costs a trip on a slow network. */
  loginJs: { maxKB: number; maxFiles?: number; note?: string };
  precache: { totalKB: number; groupsKB: Record<string, number> };
  routes: { defaultKB: number; exceptionsKB: Record<string, number> };
  files: { defaultKB: number; exceptionsKB: Record<string, number> };
}

/** What the app loads, in the manifest's terms (keys are paths relative to the project root). */
export interface AppShape {
  /** The HTML entry: 'index.html'. */
  entry: string;
  /** Modules loaded at start-up besides the entry's static imports: the login screen, the English texts. */
  loginExtras: string[];
  /** Packages loaded at start-up through a dynamic import of the entry (matched by node_modules/<name>/). */
  loginPackages: string[];
  /** The screen modules of the route table. */
  routeScreens: string[];
}

export interface Row {
  figure: string;
  /** Bytes; a count of files where `unit` says so. */
  bytes: number;
  /** null: reported without a budget. In files where `unit` says so. */
  budgetKB: number | null;
  over: boolean;
  unit?: 'files';
}

export interface Result {
  rows: Row[];
  errors: string[];
  /** The files of the /login figure, with their gzipped sizes. */
  loginFiles: Array<{ file: string; bytes: number }>;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PrecacheEntry {
  url: string;
  revision?: string | null;
  group?: string;
}

const KB = 1024;

/** `decoder.worker-Czu_Oqus.js` → `decoder.worker.js`: the name budgets use, stable across builds. */
export function stableName(file: string): string {
  return path.basename(file).replace(/-[\w-]{8}(\.[a-z]+)$/, '$1');
}

/**
 * The precache manifest Workbox injected into the built service worker: the first JSON array of
 * objects with a `url` in it.
 */
export function readPrecacheManifest(serviceWorker: string): PrecacheEntry[] {
  for (const match of serviceWorker.matchAll(/\[\s*\{\s*"\w+"\s*:/g)) {
    const start = match.index;
    let depth = 0;
    let inString = false;
    for (let i = start; i < serviceWorker.length; i++) {
      const c = serviceWorker[i];
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '[' || c === '{') depth++;
      else if (c === ']' || c === '}') {
        depth--;
        if (depth === 0) {
          try {
            const parsed = JSON.parse(serviceWorker.slice(start, i + 1)) as unknown;
            if (Array.isArray(parsed) && parsed.length && parsed.every((e) => e && typeof (e as PrecacheEntry).url === 'string')) return parsed as PrecacheEntry[];
          } catch {
            // Not JSON: some other array literal; try the next one.
          }
          break;
        }
      }
    }
  }
  throw new Error('no precache manifest found in the service worker');
}

export function checkBudgets(distDir: string, budgets: Budgets, shape: AppShape): Result {
  const rows: Row[] = [];
  const errors: string[] = [];
  const gzipCache = new Map<string, number>();
  const gzipped = (rel: string): number => {
    let size = gzipCache.get(rel);
    if (size === undefined) {
      // Level 6, node's default: what the bench (bench/login-js.ts) counts.
      size = gzipSync(fs.readFileSync(path.join(distDir, rel))).length;
      gzipCache.set(rel, size);
    }
    return size;
  };
  const row = (figure: string, bytes: number, budgetKB: number | null) => rows.push({ figure, bytes, budgetKB, over: budgetKB !== null && bytes > budgetKB * KB });

  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return { rows, errors: [`${manifestPath} is missing: run \`npm run build\` first (build.manifest in vite.config.ts)`], loginFiles: [] };
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

  // /login: the entry and the start-up modules, each with its static imports (transitively).
  const loginKeys = new Set<string>();
  const addWithImports = (key: string) => {
    if (loginKeys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return errors.push(`${key}: not in the manifest`);
    loginKeys.add(key);
    for (const imported of chunk.imports ?? []) addWithImports(imported);
  };
  addWithImports(shape.entry);
  for (const key of shape.loginExtras) addWithImports(key);
  for (const name of shape.loginPackages) {
    const key = Object.keys(manifest).find((k) => k.includes(`node_modules/${name}/`));
    if (key) addWithImports(key);
    else errors.push(`${name}: no chunk of this package in the manifest`);
  }
  const loginFiles = [...new Set([...loginKeys].map((k) => manifest[k]!.file))]
    .filter((f) => f.endsWith('.js'))
    .sort()
    .map((file) => ({ file, bytes: gzipped(file) }));
  row(`initial JS of /login (${loginFiles.length} files, gzipped)`, loginFiles.reduce((a, f) => a + f.bytes, 0), budgets.loginJs.maxKB);
  if (budgets.loginJs.maxFiles !== undefined) {
    const maxFiles = budgets.loginJs.maxFiles;
    rows.push({ figure: 'script files of /login', bytes: loginFiles.length, budgetKB: maxFiles, over: loginFiles.length > maxFiles, unit: 'files' });
  }

  // The service worker's precache: raw bytes, as it downloads and keeps them.
  const swPath = path.join(distDir, 'service-worker.js');
  if (!fs.existsSync(swPath)) errors.push(`${swPath} is missing`);
  else {
    // vite-plugin-pwa lists the web manifest and its icons twice; the cache keeps each URL once.
    const entries = [...new Map(readPrecacheManifest(fs.readFileSync(swPath, 'utf8')).map((e) => [e.url, e] as const)).values()];
    const groups = new Map<string, number>();
    let total = 0;
    for (const entry of entries) {
      const rel = entry.url.replace(/^\//, '').replace(/[?#].*$/, '');
      const file = path.join(distDir, rel);
      if (!fs.existsSync(file)) {
        errors.push(`precache entry ${entry.url}: no such file`);
        continue;
      }
      const bytes = fs.statSync(file).size;
      total += bytes;
      if (entry.group !== undefined) groups.set(entry.group, (groups.get(entry.group) ?? 0) + bytes);
    }
    row(`precache, ${entries.length} entries (raw)`, total, budgets.precache.totalKB);
    const groupNames = new Set([...groups.keys(), ...Object.keys(budgets.precache.groupsKB)]);
    for (const group of [...groupNames].sort()) {
      if (!groups.size) {
        errors.push(`budgets.json has a budget for precache group '${group}', but no precache entry has a group`);
        continue;
      }
      row(`precache group '${group}' (raw)`, groups.get(group) ?? 0, budgets.precache.groupsKB[group] ?? null);
    }
  }

  // Each route's chunk: the facade chunk of each screen module (its own code, not what it shares).
  const routeRows: Row[] = [];
  for (const screen of new Set(shape.routeScreens)) {
    const chunk = manifest[screen];
    if (!chunk) {
      errors.push(`${screen}: a screen of src/app/routes.ts, not in the manifest`);
      continue;
    }
    const name = stableName(chunk.file);
    const budgetKB = budgets.routes.exceptionsKB[name.replace(/\.js$/, '')] ?? budgets.routes.defaultKB;
    const bytes = gzipped(chunk.file);
    routeRows.push({ figure: `route chunk ${name}`, bytes, budgetKB, over: bytes > budgetKB * KB });
  }
  for (const name of Object.keys(budgets.routes.exceptionsKB)) {
    if (!routeRows.some((r) => r.figure === `route chunk ${name}.js`)) errors.push(`budgets.json: routes.exceptionsKB names '${name}', which is no route's chunk`);
  }
  rows.push(...summarise(routeRows, budgets.routes.exceptionsKB, 'route chunk', 'route chunks'));

  // Each file the browser runs (or styles with): assets and the service worker.
  const fileRows: Row[] = [];
  const assetsDir = path.join(distDir, 'assets');
  const files = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((f) => /\.(js|css|wasm)$/.test(f)).map((f) => `assets/${f}`) : [];
  if (fs.existsSync(swPath)) files.push('service-worker.js');
  for (const file of files.sort()) {
    const name = stableName(file);
    const budgetKB = budgets.files.exceptionsKB[name] ?? budgets.files.defaultKB;
    const bytes = gzipped(file);
    fileRows.push({ figure: `file ${name}`, bytes, budgetKB, over: bytes > budgetKB * KB });
  }
  for (const name of Object.keys(budgets.files.exceptionsKB)) {
    if (!fileRows.some((r) => r.figure === `file ${name}`)) errors.push(`budgets.json: files.exceptionsKB names '${name}', which is no built file`);
  }
  rows.push(...summarise(fileRows, budgets.files.exceptionsKB, 'file', 'files'));

  return { rows, errors, loginFiles };
}

/**
 * The rows worth printing out of many: each named exception, anything over, and the largest of the
 * others (the figure the default budget is about).
 */
function summarise(all: Row[], exceptions: Record<string, number>, prefix: string, plural: string): Row[] {
  const named = (r: Row) => Object.keys(exceptions).some((n) => r.figure === `${prefix} ${n}` || r.figure === `${prefix} ${n}.js`);
  const others = all.filter((r) => !named(r));
  const largest = others.reduce<Row | null>((a, r) => (!a || r.bytes > a.bytes ? r : a), null);
  const out = all.filter((r) => named(r) || r.over);
  if (largest && !largest.over) out.push({ ...largest, figure: `${largest.figure} (largest of ${others.length} ${plural}, default budget)` });
  return out;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

export function formatTable(rows: Row[]): string {
  const width = Math.max(...rows.map((r) => r.figure.length), 6);
  const lines = [`${'figure'.padEnd(width)}  ${'KB'.padStart(8)}  ${'budget'.padStart(8)}  verdict`];
  for (const r of rows) {
    const budget = r.budgetKB === null ? '–' : String(r.budgetKB);
    const value = r.unit === 'files' ? `${r.bytes} files` : kb(r.bytes);
    lines.push(`${r.figure.padEnd(width)}  ${value.padStart(8)}  ${budget.padStart(8)}  ${r.budgetKB === null ? '' : r.over ? 'OVER' : 'OK'}`);
  }
  return lines.join('\n');
}

/** The app's shape from its sources: the start-up namespaces of i18n.ts, the screens of routes.ts. */
export function appShape(root: string): AppShape {
  const i18n = fs.readFileSync(path.join(root, 'src/lib/i18n.ts'), 'utf8');
  const namespaces = /START_NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(i18n)?.[1];
  if (!namespaces) throw new Error('START_NAMESPACES not found in src/lib/i18n.ts: scripts/check-budgets.ts reads it');
  const routes = fs.readFileSync(path.join(root, 'src/app/routes.ts'), 'utf8');
  const routeScreens = [...routes.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => resolveSource(root, path.join('src/app', m[1]!)));
  return {
    entry: 'index.html',
    loginExtras: [
      // Preloaded by src/main.tsx (preloadScreen) on /login.
      resolveSource(root, 'src/features/login/LoginPage'),
      ...[...namespaces.matchAll(/['"](\w+)['"]/g)].map((m) => `locales/en/${m[1]}.json`),
    ],
    // None: the service worker is registered without workbox-window (service-worker-registration.ts).
    loginPackages: [],
    routeScreens,
  };
}

function resolveSource(root: string, spec: string): string {
  const rel = path.posix.normalize(spec.split(path.sep).join('/'));
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) if (fs.existsSync(path.join(root, rel + ext))) return rel + ext;
  throw new Error(`${rel}: no such source file`);
}

export function main(argv: string[], root = process.cwd()): number {
  const budgets = JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8')) as Budgets;
  const result = checkBudgets(path.join(root, 'dist/app'), budgets, appShape(root));
  if (argv.includes('--list')) {
    for (const f of result.loginFiles) console.log(`${kb(f.bytes).padStart(8)}  ${f.file}`);
    console.log('');
  }
  if (result.rows.length) console.log(formatTable(result.rows));
  if (budgets.loginJs.note) console.log(`\n/login: ${budgets.loginJs.note}`);
  for (const error of result.errors) console.error(`error: ${error}`);
  const over = result.rows.filter((r) => r.over);
  if (over.length) console.error(`\n${over.length} over budget (budgets.json says how to change a budget)`);
  return over.length || result.errors.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) process.exit(main(process.argv.slice(2)));
