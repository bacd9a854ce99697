import { describe, expect, it } from 'vitest';
import { boothSharedModules, groupFiles, manifestTransform, routeScreens, screenKinds, type BundleFile, type PrecacheGroup } from './precache-groups';

// A made-up bundle: the entry loads a shared chunk, the i18n chunk (which loads the language
// texts) and, lazily, the screens; the list screen starts a worker that loads a .wasm.
const bundle: BundleFile[] = [
  { file: 'assets/index.js', entry: true, refs: ['assets/shared.js', 'assets/i18n.js', 'assets/index.css', 'assets/List.js', 'assets/Dashboard.js', 'assets/Manual.js', 'assets/SessionRoot.js'] },
  { file: 'assets/index.css', refs: [] },
  { file: 'assets/shared.js', refs: [] },
  { file: 'assets/i18n.js', refs: ['assets/common-de.js', 'assets/common-en.js'] },
  { file: 'assets/common-de.js', language: 'de', refs: [] },
  { file: 'assets/common-en.js', language: 'en', refs: [] },
  { file: 'assets/SessionRoot.js', refs: ['assets/db.js'] },
  { file: 'assets/db.js', refs: [] },
  { file: 'assets/List.js', screen: 'booth', refs: ['assets/shared.js', 'assets/camera.js', 'assets/Scan.js'] },
  { file: 'assets/Scan.js', refs: ['assets/decoder.worker.js'] },
  { file: 'assets/camera.js', refs: [] },
  { file: 'assets/decoder.worker.js', refs: ['assets/reader.wasm'] },
  { file: 'assets/reader.wasm', refs: [] },
  // The dashboard (a later screen) also uses the camera, and has a chart of its own.
  { file: 'assets/Dashboard.js', screen: 'later', refs: ['assets/camera.js', 'assets/chart.js', 'assets/Editor.js'] },
  { file: 'assets/chart.js', refs: [] },
  // The manual (online only) loads its pages and the chart; the dashboard opens the editor (online only).
  { file: 'assets/Manual.js', screen: 'online-only', refs: ['assets/manual-pages.js', 'assets/chart.js'] },
  { file: 'assets/manual-pages.js', refs: [] },
  { file: 'assets/Editor.js', screen: 'online-only', refs: ['assets/editor-parts.js', 'assets/db.js'] },
  { file: 'assets/editor-parts.js', refs: [] },
  { file: 'assets/orphan.js', refs: [] },
];

describe('groupFiles', () => {
  const groups = groupFiles(bundle);
  const of = (group: string) => [...groups].filter(([, g]) => g === group).map(([f]) => f).sort();

  it('booth: the entry and all it reaches without another screen or the texts, workers and .wasm included', () => {
    expect(of('booth')).toEqual(
      ['assets/Scan.js', 'assets/List.js', 'assets/SessionRoot.js', 'assets/camera.js', 'assets/db.js', 'assets/decoder.worker.js', 'assets/i18n.js', 'assets/index.css', 'assets/index.js', 'assets/reader.wasm', 'assets/shared.js'].sort(),
    );
  });

  it('one group per language', () => {
    expect(of('lang-de')).toEqual(['assets/common-de.js']);
    expect(of('lang-en')).toEqual(['assets/common-en.js']);
  });

  it('later: other screens and what they use, also when an online-only screen uses it too', () => {
    expect(of('later')).toEqual(['assets/Dashboard.js', 'assets/chart.js']);
  });

  it('files named as later leave the booth part, with what only they load, and are still kept offline', () => {
    const withExport: BundleFile[] = bundle.map((f) => (f.file === 'assets/List.js' ? { ...f, refs: [...f.refs, 'assets/export.worker-AbC_12x9.js'] } : f));
    withExport.push({ file: 'assets/export.worker-AbC_12x9.js', refs: ['assets/xlsx.js'] }, { file: 'assets/xlsx.js', refs: [] });
    const regrouped = groupFiles(withExport, { later: [/^assets\/export\.worker-[\w-]+\.js$/] });
    expect(regrouped.get('assets/export.worker-AbC_12x9.js')).toBe('later');
    expect(regrouped.get('assets/xlsx.js')).toBe('later');
    expect(regrouped.get('assets/List.js')).toBe('booth');
    // Without the option, the export worker is part of what the list screen reaches.
    expect(groupFiles(withExport).get('assets/export.worker-AbC_12x9.js')).toBe('booth');
  });

  it('online-only: what only online-only screens reach (and what nothing reaches)', () => {
    expect(of('online-only')).toEqual(['assets/Editor.js', 'assets/Manual.js', 'assets/editor-parts.js', 'assets/manual-pages.js', 'assets/orphan.js']);
  });
});

describe('screenKinds', () => {
  it('a screen used by a booth route is booth, by any offline route later', () => {
    const kinds = screenKinds([
      { id: 'a', module: '/x/Detail', kind: 'later', public: false },
      { id: 'b', module: '/x/Detail', kind: 'booth', public: false },
      { id: 'c', module: '/x/Guests', kind: 'online-only', public: false },
      { id: 'd', module: '/x/Guests', kind: 'later', public: false },
      { id: 'e', module: '/x/Shop', kind: 'online-only', public: false },
    ]);
    expect(Object.fromEntries(kinds)).toEqual({ '/x/Detail': 'booth', '/x/Guests': 'later', '/x/Shop': 'online-only' });
  });
});

describe('routeScreens', () => {
  it('reads each route screen, inline or through a const, with its kind', () => {
    const source = `
      const login: ScreenLoader = () => import('../features/login/LoginPage');
      export const ROUTES: readonly RouteDef[] = [
        { id: 'login', path: '/login', public: true, screen: login, precache: 'booth' },
        { id: 'root', path: '/', redirect: '/dashboard' },
        { id: 'dashboard', path: '/dashboard', screen: () => import('../features/dashboard/DashboardPage') },
        { id: 'team', path: '/team', onlineOnly: true, screen: () => import('../features/team/TeamPage') },
        { id: 'org', path: '/organiser/x', organiser: true, screen: () => import('../features/organiser/X') },
      ];`;
    expect(routeScreens(source, '/p/src/app/routes.ts')).toEqual([
      { id: 'login', module: '/p/src/features/login/LoginPage', kind: 'booth', public: true },
      { id: 'dashboard', module: '/p/src/features/dashboard/DashboardPage', kind: 'later', public: false },
      { id: 'team', module: '/p/src/features/team/TeamPage', kind: 'online-only', public: false },
      { id: 'org', module: '/p/src/features/organiser/X', kind: 'online-only', public: false },
    ]);
  });

  it('refuses a screen it cannot read (the build would group it wrongly)', () => {
    const source = `const pick = (x) => x; export const ROUTES = [{ id: 'a', path: '/a', screen: pick(() => import('./A')) }];`;
    expect(() => routeScreens(source, '/p/routes.ts')).toThrow(/route a/);
  });
});

describe('boothSharedModules', () => {
  // Login and List are booth screens, Login public; Report a later screen.
  const graph: Record<string, string[]> = {
    '/s/Login.tsx': ['/s/form.ts', '/s/http.ts'],
    '/s/List.tsx': ['/s/db.ts', '/s/http.ts', '/s/row.tsx'],
    '/s/Detail.tsx': ['/s/db.ts', '/s/row.tsx'],
    '/s/Report.tsx': ['/s/chart.ts', '/s/db.ts'],
    '/s/db.ts': ['/s/dexie.js'],
    '/s/row.tsx': [],
    '/s/form.ts': ['/s/http.ts'],
    '/s/http.ts': [],
    '/s/chart.ts': [],
    '/s/dexie.js': [],
  };
  const info = (id: string) => (graph[id] ? { importedIds: graph[id]! } : null);
  const moduleOf = (module: string) => ['.tsx', '.ts'].map((ext) => module + ext).find((m) => graph[m]) ?? null;
  const screens = [
    { id: 'login', module: '/s/Login', kind: 'booth' as const, public: true },
    { id: 'list', module: '/s/List', kind: 'booth' as const, public: false },
    { id: 'detail', module: '/s/Detail', kind: 'booth' as const, public: false },
    { id: 'report', module: '/s/Report', kind: 'later' as const, public: false },
  ];

  it('takes what the booth screens load, without the screens, what a public page loads, nor what only later screens use', () => {
    expect([...boothSharedModules(screens, info, moduleOf)].sort()).toEqual(['/s/db.ts', '/s/dexie.js', '/s/row.tsx']);
  });

  it('leaves everything to the bundler when a public page loads it all', () => {
    const all = screens.map((s) => ({ ...s, public: true }));
    expect(boothSharedModules(all, info, moduleOf).size).toBe(0);
  });
});

describe('manifestTransform', () => {
  it('adds the group, drops online-only files, keeps the shell outside assets/ in the booth group', () => {
    const plan = { groups: new Map<string, PrecacheGroup>([['assets/a.js', 'booth'], ['assets/b.js', 'later'], ['assets/c.js', 'online-only']]) };
    const entry = (url: string) => ({ url, revision: null, size: 1 });
    const { manifest } = manifestTransform(plan)([entry('assets/a.js'), entry('assets/b.js'), entry('assets/c.js'), entry('index.html')]);
    expect(manifest.map((e) => [e.url, e.group])).toEqual([
      ['assets/a.js', 'booth'],
      ['assets/b.js', 'later'],
      ['index.html', 'booth'],
    ]);
  });

  it('lists the largest files first, so the one that takes longest to store starts first', () => {
    const plan = { groups: new Map<string, PrecacheGroup>([['assets/small.js', 'booth'], ['assets/reader.wasm', 'booth'], ['assets/mid.js', 'booth']]) };
    const { manifest } = manifestTransform(plan)([
      { url: 'assets/small.js', revision: null, size: 2_000 },
      { url: 'assets/reader.wasm', revision: null, size: 950_000 },
      { url: 'index.html', revision: 'r1', size: 2_000 },
      { url: 'assets/mid.js', revision: null, size: 90_000 },
    ]);
    expect(manifest.map((e) => e.url)).toEqual(['assets/reader.wasm', 'assets/mid.js', 'assets/small.js', 'index.html']);
  });
});
