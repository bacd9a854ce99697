import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, formatTable, readPrecacheManifest, stableName, type AppShape, type Budgets } from './check-budgets';

const KB = 1024;

/** A tiny built app: random bytes do not compress, so each file's gzipped size is about its size. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-dist-'));
  const write = (rel: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    fs.writeFileSync(path.join(dist, rel), body);
  };
  const random = (kb: number) => randomBytes(kb * KB);
  write('index.html', '<!doctype html><script type="module" src="/assets/index-AAAAAAAA.js"></script>');
  write('assets/index-AAAAAAAA.js', random(10));
  write('assets/vendor-BBBBBBBB.js', random(5));
  write('assets/LoginPage-CCCCCCCC.js', random(3));
  write('assets/common-DDDDDDDD.js', random(1));
  write('assets/workbox-window.prod-EEEEEEEE.js', random(1));
  write('assets/ReportsPage-FFFFFFFF.js', random(20));
  write('assets/decoder.worker-GGGGGGGG.js', random(40));
  // A dynamic import of the login screen, not loaded at start-up.
  write('assets/Dialog-HHHHHHHH.js', random(8));
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true, imports: ['_vendor-BBBBBBBB.js'], dynamicImports: ['src/Login.tsx', 'src/Reports.tsx'] },
      '_vendor-BBBBBBBB.js': { file: 'assets/vendor-BBBBBBBB.js' },
      'src/Login.tsx': { file: 'assets/LoginPage-CCCCCCCC.js', isDynamicEntry: true, imports: ['_vendor-BBBBBBBB.js', 'index.html'], dynamicImports: ['src/Dialog.tsx'] },
      'src/Dialog.tsx': { file: 'assets/Dialog-HHHHHHHH.js', isDynamicEntry: true },
      'src/Reports.tsx': { file: 'assets/ReportsPage-FFFFFFFF.js', isDynamicEntry: true, imports: ['_vendor-BBBBBBBB.js'], assets: ['assets/decoder.worker-GGGGGGGG.js'] },
      'locales/en/common.json': { file: 'assets/common-DDDDDDDD.js', isDynamicEntry: true },
      '../node_modules/workbox-window/build/workbox-window.prod.mjs': { file: 'assets/workbox-window.prod-EEEEEEEE.js', isDynamicEntry: true },
    }),
  );
  // Workbox's injected manifest, after another array literal; index.html twice, as vite-plugin-pwa lists icons.
  const precache = [
    { revision: 'a', url: 'index.html', group: 'booth' },
    { revision: null, url: 'assets/index-AAAAAAAA.js', group: 'booth' },
    { revision: null, url: 'assets/decoder.worker-GGGGGGGG.js', group: 'booth' },
    { revision: null, url: 'assets/ReportsPage-FFFFFFFF.js', group: 'office' },
    { revision: 'a', url: 'index.html', group: 'booth' },
  ];
  write('service-worker.js', `var e=[{"a":1},"]"];precacheAndRoute(${JSON.stringify(precache)},{});`);
  return dist;
}

const shape: AppShape = {
  entry: 'index.html',
  loginExtras: ['src/Login.tsx', 'locales/en/common.json'],
  loginPackages: ['workbox-window'],
  routeScreens: ['src/Login.tsx', 'src/Reports.tsx'],
};

/** Budgets a little above what fakeBuild makes. */
function roomy(): Budgets {
  return {
    loginJs: { maxKB: 22 }, // index 10 + vendor 5 + login 3 + common 1 + workbox-window 1
    precache: { totalKB: 75, groupsKB: { booth: 55, office: 21 } },
    routes: { defaultKB: 4, exceptionsKB: { ReportsPage: 21 } },
    files: { defaultKB: 11, exceptionsKB: { 'ReportsPage.js': 21, 'decoder.worker.js': 41 } },
  };
}

describe('checkBudgets', () => {
  it('passes a build within its budgets, counting what /login loads and no more', () => {
    const result = checkBudgets(fakeBuild(), roomy(), shape);
    expect(result.errors).toEqual([]);
    expect(result.rows.filter((r) => r.over)).toEqual([]);
    expect(result.loginFiles.map((f) => f.file)).toEqual(['assets/LoginPage-CCCCCCCC.js', 'assets/common-DDDDDDDD.js', 'assets/index-AAAAAAAA.js', 'assets/vendor-BBBBBBBB.js', 'assets/workbox-window.prod-EEEEEEEE.js']);
    const login = result.rows[0]!;
    expect(login.figure).toBe('initial JS of /login (5 files, gzipped)');
    expect(login.bytes).toBeGreaterThan(20 * KB);
    const precache = result.rows.find((r) => r.figure.startsWith('precache,'))!;
    expect(precache.figure).toBe('precache, 4 entries (raw)');
    expect(Math.floor(precache.bytes / KB)).toBe(70);
    expect(result.rows.map((r) => r.figure)).toEqual(
      expect.arrayContaining(["precache group 'booth' (raw)", "precache group 'office' (raw)", 'route chunk ReportsPage.js', 'file decoder.worker.js']),
    );
    expect(formatTable(result.rows)).not.toMatch(/OVER/);
  });

  it('reports OVER for each figure past its budget', () => {
    const budgets = roomy();
    budgets.loginJs.maxKB = 15;
    budgets.precache.groupsKB.booth = 50;
    budgets.routes.defaultKB = 2;
    budgets.files.exceptionsKB['decoder.worker.js'] = 39;
    const result = checkBudgets(fakeBuild(), budgets, shape);
    expect(result.errors).toEqual([]);
    expect(result.rows.filter((r) => r.over).map((r) => r.figure)).toEqual(['initial JS of /login (5 files, gzipped)', "precache group 'booth' (raw)", 'route chunk LoginPage.js', 'file decoder.worker.js']);
    const table = formatTable(result.rows);
    expect(table).toMatch(/initial JS of \/login \(5 files, gzipped\)\s+2\d\.\d\s+15\s+OVER/);
    expect(table).toMatch(/file decoder\.worker\.js\s+40\.\d\s+39\s+OVER/);
  });

  it('counts the script files /login loads against their budget', () => {
    const budgets = roomy();
    budgets.loginJs.maxFiles = 5;
    const within = checkBudgets(fakeBuild(), budgets, shape);
    expect(within.rows.find((r) => r.figure === 'script files of /login')).toMatchObject({ bytes: 5, budgetKB: 5, over: false });
    budgets.loginJs.maxFiles = 4;
    const result = checkBudgets(fakeBuild(), budgets, shape);
    expect(result.rows.filter((r) => r.over).map((r) => r.figure)).toEqual(['script files of /login']);
    expect(formatTable(result.rows)).toMatch(/script files of \/login\s+5 files\s+4\s+OVER/);
  });

  it('says what it cannot find rather than measuring less', () => {
    const budgets = roomy();
    budgets.files.exceptionsKB['gone.worker.js'] = 10;
    const result = checkBudgets(fakeBuild(), budgets, { ...shape, loginExtras: [...shape.loginExtras, 'locales/en/login.json'], routeScreens: [...shape.routeScreens, 'src/Gone.tsx'] });
    expect(result.errors).toEqual([
      'locales/en/login.json: not in the manifest',
      'src/Gone.tsx: a screen of src/app/routes.ts, not in the manifest',
      "budgets.json: files.exceptionsKB names 'gone.worker.js', which is no built file",
    ]);
    expect(checkBudgets(fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-empty-')), budgets, shape).errors[0]).toMatch(/manifest\.json is missing: run `npm run build`/);
  });

  it('names files without their hash and finds the injected precache manifest', () => {
    expect(stableName('assets/decoder.worker-Czu_Oqus.js')).toBe('decoder.worker.js');
    expect(stableName('assets/RequestLoginPage--DtNHkv1.js')).toBe('RequestLoginPage.js');
    expect(stableName('assets/zxing_reader-Bb9Mx2Pu.wasm')).toBe('zxing_reader.wasm');
    expect(stableName('service-worker.js')).toBe('service-worker.js');
    expect(readPrecacheManifest('x=[{"k":"]"}];y([{"url":"a\\"]b","revision":null}])')).toEqual([{ url: 'a"]b', revision: null }]);
    expect(() => readPrecacheManifest('precacheAndRoute([])')).toThrow(/no precache manifest/);
  });
});

describe('scripts/check-budgets.ts on the command line', () => {
  /** A project folder: budgets.json, the two sources it reads, and a build. */
  function fakeProject(budgets: Budgets): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-project-'));
    fs.cpSync(fakeBuild(), path.join(root, 'dist/app'), { recursive: true });
    fs.mkdirSync(path.join(root, 'src/lib'), { recursive: true });
    fs.mkdirSync(path.join(root, 'src/app'), { recursive: true });
    fs.mkdirSync(path.join(root, 'src/features/login'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/lib/i18n.ts'), "const START_NAMESPACES = ['common'];");
    fs.writeFileSync(path.join(root, 'src/features/login/LoginPage.tsx'), '');
    fs.writeFileSync(path.join(root, 'src/features/Reports.tsx'), '');
    fs.writeFileSync(path.join(root, 'src/app/routes.ts'), "const a = () => import('../features/login/LoginPage');\nconst b = () => import('../features/Reports');");
    // The manifest's keys as the CLI resolves them from these sources.
    const manifestPath = path.join(root, 'dist/app/.vite/manifest.json');
    const manifest = fs.readFileSync(manifestPath, 'utf8').replaceAll('src/Login.tsx', 'src/features/login/LoginPage.tsx').replaceAll('src/Reports.tsx', 'src/features/Reports.tsx');
    fs.writeFileSync(manifestPath, manifest);
    fs.writeFileSync(path.join(root, 'budgets.json'), JSON.stringify(budgets));
    return root;
  }

  const run = (cwd: string) =>
    spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../node_modules/tsx/dist/cli.mjs'), path.resolve(import.meta.dirname, 'check-budgets.ts')], { cwd, encoding: 'utf8' });

  it('exits 0 within budget and 1 over it, with the table', { timeout: 60_000 }, () => {
    const ok = run(fakeProject(roomy()));
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    // The app imports no package at start-up any more: the fake build's workbox-window chunk is not counted.
    expect(ok.stdout).toMatch(/initial JS of \/login \(4 files, gzipped\)\s+19\.\d\s+22\s+OK/);

    const tight = roomy();
    tight.precache.totalKB = 60;
    const over = run(fakeProject(tight));
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/precache, 4 entries \(raw\)\s+70\.\d\s+60\s+OVER/);
    expect(over.stderr).toMatch(/1 over budget/);
  });
});
