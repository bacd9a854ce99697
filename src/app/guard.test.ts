import { describe, expect, it } from 'vitest';
import { allSettings, effectivePermissions, EXHIBITOR_SETTINGS, SESSION_MODES, type Permission, type SessionMode } from '../domain/session';
import { defaultPath, drawerEntries, fillPath, guard, routeOpen, tabEntries, type GuardContext, type GuardSession } from './guard';
import { ROUTES, routeById } from './routes';
import { CONNECTION_LIST_PATH, DASHBOARD_PATH, TAB_BARS, type RouteDef } from './route-def';

/** Where people other than scan and embedded sessions land. */
const HOME = DASHBOARD_PATH;

function session(mode: SessionMode, granted: Permission[] = [], overrides: Partial<GuardSession> = {}): GuardSession {
  return { mode, permissions: effectivePermissions(mode, granted), settings: allSettings(true), embedded: false, ...overrides };
}

function ctx(s: GuardSession | null, device: 'mobile' | 'desktop' = 'desktop', online = true): GuardContext {
  return { session: s, device, online, routes: ROUTES };
}

const params = { metaID: 'c1', userId: 'u1', type: 'product', contentID: 'p1', id: 'm1', conversationID: 'x' };

describe('the route table', () => {
  it('has every route of the spec', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [
      '/lite/:licenseCode',
      '/login',
      '/login/:mode/:metaID/:verifier/:inviteCode?',
      '/staff/:visitorID/:verifier',
      '/partner/:partnerID/:verifier/:inviteCode?',
      '/scan/:licenseCode/:verifier',
      '/token/:token',
      '/request-login',
      '/dashboard',
      '/home',
      '/manual/:id?',
      '/tasks',
      '/users',
      '/users/list',
      '/users/:userId',
      '/users/shop',
      '/guests',
      '/guests/registrants',
      '/guests/links',
      '/guests/form',
      '/guests/codes',
      '/questions',
      '/contents',
      '/contents/:type/:contentID?',
      '/orders/:paymentState?',
      '/agenda/:conversationID?',
      '/agenda/settings/onsitemeetingavailability',
      '/agenda/settings/onlinemeetingavailability',
      '/attendees',
      '/connections',
      '/leads',
      '/connections/list',
      '/connections/:metaID/details',
      '/connections/:metaID/stage',
      '/connections/:metaID/questions',
      '/connections/:metaID/registration-questions',
      '/connections/:metaID/notes',
      '/connections/:metaID/content',
      '/connections/:metaID/content/:type/:contentID',
      '/messages/:conversationID?',
      '/api-access',
      '/user-support',
      '/more',
      '/license',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every tab a screen and a bar, and every tabOf an existing tab', () => {
    for (const r of ROUTES.filter((x) => x.tab)) expect(r.screen, r.id).toBeTypeOf('function');
    for (const r of ROUTES.filter((x) => x.tabOf)) expect(ROUTES.find((x) => x.id === r.tabOf)?.tab, r.id).toBeDefined();
  });

  it('gives every tab bar its tabs, each in a place of its own, and names no bar no route has', () => {
    for (const bar of TAB_BARS) {
      const orders = ROUTES.filter((r) => r.tab?.bar === bar).map((r) => r.tab!.order);
      expect(orders.length, bar).toBeGreaterThanOrEqual(2);
      expect(new Set(orders).size, bar).toBe(orders.length);
    }
    expect(new Set(ROUTES.flatMap((r) => (r.tab ? [r.tab.bar] : [])))).toEqual(new Set(TAB_BARS));
  });

  it('sends every redirect to a route of the table', () => {
    const targets = ROUTES.flatMap((r) => [r.redirect, r.otherDeviceRedirect].flat()).filter((t): t is string => !!t);
    for (const t of targets) expect(ROUTES.map((r) => r.path), t).toContain(t);
  });
});

describe('guard', () => {
  it("keeps the organiser's console to an organiser session, whatever exhibitor session there is", () => {
    const organiserRoutes = ROUTES.filter((r) => r.organiser);
    expect(organiserRoutes.map((r) => r.id)).toEqual(expect.arrayContaining(['organiser', 'organiser-events', 'organiser-event-new', 'organiser-event']));
    for (const route of organiserRoutes) {
      for (const s of [null, session('partner', ['admin']), session('staff', ['admin'])]) {
        expect(guard(route, { eventId: 'e1' }, ctx(s)), `${route.id} without an organiser session`).toEqual({ kind: 'redirect', to: '/organiser/login', reason: 'login' });
      }
      const withOrganiser = guard(route, { eventId: 'e1' }, { ...ctx(null), organiser: true });
      expect(withOrganiser, route.id).toEqual(route.redirect ? { kind: 'redirect', to: '/organiser/events', reason: 'alias' } : { kind: 'allow' });
      expect(guard(route, { eventId: 'e1' }, { ...ctx(null, 'desktop', false), organiser: true }).kind, `${route.id} offline`).toBe('offline');
    }
    // No exhibitor's drawer shows it.
    for (const mode of SESSION_MODES) expect(drawerEntries({ ...ctx(session(mode, ['admin'])), organiser: true }).some((e) => e.path.startsWith('/organiser'))).toBe(false);
  });

  it('lets anyone open the public routes', () => {
    for (const route of ROUTES.filter((r) => r.public)) {
      expect(guard(route, params, ctx(null)), route.id).toEqual({ kind: 'allow' });
    }
  });

  it("sends a visitor without a session to login from every other route (the organiser's console to its own)", () => {
    for (const route of ROUTES.filter((r) => !r.public && !r.organiser)) {
      expect(guard(route, params, ctx(null)), route.id).toEqual({ kind: 'redirect', to: '/login', reason: 'login' });
    }
  });

  it('resolves the aliases home and leads', () => {
    const staff = ctx(session('staff', ['createConnections']));
    expect(guard(routeById('home'), {}, staff)).toEqual({ kind: 'redirect', to: DASHBOARD_PATH, reason: 'alias' });
    expect(guard(routeById('leads'), {}, staff)).toEqual({ kind: 'redirect', to: CONNECTION_LIST_PATH, reason: 'alias' });
    expect(guard(routeById('connection-detail'), { metaID: 'abc' }, staff)).toEqual({
      kind: 'redirect',
      to: '/connections/abc/details',
      reason: 'alias',
    });
  });

  it('opens the first guests tab whose setting is on', () => {
    const admin = (off: string[]) =>
      ctx(session('staff', ['admin'], { settings: { ...allSettings(true), ...Object.fromEntries(off.map((o) => [o, false])) } }));
    expect(guard(routeById('guests'), {}, admin([]))).toMatchObject({ to: '/guests/registrants' });
    expect(guard(routeById('guests'), {}, admin(['visitor']))).toMatchObject({ to: '/guests/links' });
    expect(guard(routeById('guests'), {}, admin(['visitor', 'visitorRegistration', 'surveyCustomization']))).toMatchObject({ to: '/guests/codes' });
    expect(guard(routeById('guests'), {}, admin(['visitor', 'visitorRegistration', 'surveyCustomization', 'actionCode']))).toEqual({
      kind: 'redirect',
      to: HOME,
      reason: 'blocked',
      why: 'setting',
    });
  });

  it('sends a blocked scan user to the connection list, others to the dashboard, saying why', () => {
    // The start page is not a screen anyone asked for: a scan user goes on to theirs, without a word.
    expect(guard(routeById('dashboard'), {}, ctx(session('scan')))).toEqual({ kind: 'redirect', to: CONNECTION_LIST_PATH, reason: 'blocked' });
    expect(guard(routeById('questions'), {}, ctx(session('staff', ['createConnections'])))).toEqual({
      kind: 'redirect',
      to: HOME,
      reason: 'blocked',
      why: 'permission',
    });
    expect(guard(routeById('questions'), {}, ctx(session('staff', [], { embedded: true })))).toEqual({
      kind: 'redirect',
      to: CONNECTION_LIST_PATH,
      reason: 'blocked',
      why: 'permission',
    });
    const noMeetings = session('staff', ['createConnections'], { settings: { ...allSettings(true), conversation: false } });
    expect(guard(routeById('agenda'), {}, ctx(noMeetings))).toEqual({ kind: 'redirect', to: HOME, reason: 'blocked', why: 'setting' });
    expect(guard(routeById('messages'), {}, ctx(session('partner')))).toMatchObject({ reason: 'blocked', why: 'mode' });
  });

  it('gives every route a screen, except those that only redirect', () => {
    for (const r of ROUTES) expect(!!r.screen !== !!r.redirect, r.id).toBe(true);
  });

  it('lets scan users reach only the connections section', () => {
    const scan = ctx(session('scan'));
    for (const route of ROUTES.filter((r) => !r.public)) {
      const result = guard(route, params, scan);
      const allowed = result.kind === 'allow' || (result.kind === 'redirect' && result.reason !== 'blocked');
      const inConnections = route.path.startsWith('/connections') || route.path === '/leads' || !route.modes;
      if (allowed && !inConnections) throw new Error(`scan user reaches ${route.id}`);
      if (route.path.startsWith('/connections')) expect(allowed, route.id).toBe(true);
    }
  });

  it('keeps messages to staff mode', () => {
    expect(guard(routeById('messages'), {}, ctx(session('staff'))).kind).toBe('allow');
    expect(guard(routeById('messages'), {}, ctx(session('partner')))).toMatchObject({ kind: 'redirect', reason: 'blocked' });
  });

  it('blocks a route whose exhibitor setting is off, for every setting-guarded route', () => {
    for (const route of ROUTES.filter((r) => r.setting)) {
      const mode = route.modes?.includes('staff') ? 'staff' : (route.modes?.[0] ?? 'staff');
      const on = session(mode, ['admin']);
      expect(guard(route, params, ctx(on)).kind === 'redirect' && (guard(route, params, ctx(on)) as { reason: string }).reason === 'blocked', route.id).toBe(false);
      // Each required setting on its own blocks the route when off.
      for (const setting of typeof route.setting === 'string' ? [route.setting] : route.setting!) {
        const off = session(mode, ['admin'], { settings: { ...allSettings(true), [setting]: false } });
        const blocked = guard(route, params, ctx(off));
        expect(['notFound', 'redirect'], `${route.id} ${setting}`).toContain(blocked.kind);
        if (blocked.kind === 'redirect') expect(blocked.reason, `${route.id} ${setting}`).toBe('blocked');
      }
    }
  });

  it('needs the admin permission for users, questions, contents and api-access, and tasks for tasks; the manual is for everyone', () => {
    const plain = ctx(session('staff', ['createConnections']));
    const admin = ctx(session('staff', ['admin']));
    expect(guard(routeById('manual'), params, plain).kind).toBe('allow');
    for (const id of ['users-list', 'users-shop', 'questions', 'contents', 'api-access', 'guests-registrants']) {
      expect(guard(routeById(id), params, plain), id).toMatchObject({ kind: 'redirect', reason: 'blocked' });
      expect(guard(routeById(id), params, admin).kind, id).toBe('allow');
    }
    expect(guard(routeById('tasks'), {}, ctx(session('staff', ['tasks']))).kind).toBe('allow');
    expect(guard(routeById('tasks'), {}, plain)).toMatchObject({ kind: 'redirect', reason: 'blocked' });
    expect(guard(routeById('tasks'), {}, admin).kind).toBe('allow');
  });

  it('sends phones from desktop-only tabs to details, and desktops from mobile-only pages', () => {
    const staff = session('staff', ['createConnections']);
    expect(guard(routeById('connection-stage'), { metaID: 'c9' }, ctx(staff, 'mobile'))).toEqual({
      kind: 'redirect',
      to: '/connections/c9/details',
      reason: 'device',
    });
    expect(guard(routeById('connection-registration-questions'), { metaID: 'c9' }, ctx(staff, 'mobile'))).toMatchObject({
      to: '/connections/c9/details',
    });
    expect(guard(routeById('connection-stage'), { metaID: 'c9' }, ctx(staff, 'desktop')).kind).toBe('allow');
    const admin = session('staff', ['admin']);
    expect(guard(routeById('users-detail'), { userId: 'u 1' }, ctx(admin, 'desktop'))).toMatchObject({ to: '/users/list?member=u%201', reason: 'device' });
    expect(guard(routeById('users-detail'), { userId: 'u1' }, ctx(admin, 'mobile')).kind).toBe('allow');
    expect(guard(routeById('user-support'), {}, ctx(staff, 'desktop'))).toMatchObject({ to: DASHBOARD_PATH, reason: 'device' });
    expect(guard(routeById('more'), {}, ctx(staff, 'desktop'))).toMatchObject({ to: DASHBOARD_PATH, reason: 'device' });
    expect(guard(routeById('more'), {}, ctx(staff, 'mobile')).kind).toBe('allow');
  });

  it('disables the manual offline', () => {
    expect(guard(routeById('manual'), {}, ctx(session('partner'), 'desktop', false))).toEqual({ kind: 'offline' });
    expect(guard(routeById('manual'), {}, ctx(session('partner'), 'desktop', true)).kind).toBe('allow');
  });

  it('shows not-found instead of looping when even the fallback is blocked', () => {
    const scanWithoutConnections = session('scan', [], { settings: { ...allSettings(true), connections: false } });
    expect(guard(routeById('connections-list'), {}, ctx(scanWithoutConnections))).toEqual({ kind: 'notFound' });
    expect(guard(routeById('dashboard'), {}, ctx(scanWithoutConnections))).toEqual({ kind: 'notFound' });
  });

  it('never redirects a session to a route that blocks it, over all modes, devices and settings', () => {
    for (const mode of SESSION_MODES) {
      for (const device of ['mobile', 'desktop'] as const) {
        for (const off of [null, ...EXHIBITOR_SETTINGS]) {
          const s = session(mode, ['createConnections'], off ? { settings: { ...allSettings(true), [off]: false } } : {});
          for (const route of ROUTES) {
            const result = guard(route, params, ctx(s, device));
            if (result.kind !== 'redirect' || result.reason === 'login') continue;
            const path = result.to.split('?')[0]!;
            const target = ROUTES.find((r) => fillPath(r.path, params) === path || r.path === path) as RouteDef;
            expect(target, `${route.id} -> ${result.to}`).toBeDefined();
            const next = guard(target, params, ctx(s, device));
            expect(next.kind === 'redirect' && next.reason === 'blocked', `${mode}/${device}/${off}: ${route.id} -> ${target.id}`).toBe(false);
          }
        }
      }
    }
  });

  it('lands scan and embedded sessions on the connection list, others on the dashboard', () => {
    expect(defaultPath(session('scan'))).toBe(CONNECTION_LIST_PATH);
    expect(defaultPath(session('staff', [], { embedded: true }))).toBe(CONNECTION_LIST_PATH);
    expect(defaultPath(session('staff'))).toBe(HOME);
    expect(defaultPath(session('partner'))).toBe(HOME);
  });

  it('leads the app\'s start page and the old home address to the dashboard', () => {
    expect(guard(routeById('dashboard'), {}, ctx(session('staff'))).kind).toBe('allow');
    expect(guard(routeById('root'), {}, ctx(session('staff', ['createConnections'])))).toMatchObject({ to: DASHBOARD_PATH, reason: 'alias' });
    expect(guard(routeById('home'), {}, ctx(session('staff', ['createConnections'])))).toMatchObject({ to: DASHBOARD_PATH, reason: 'alias' });
  });
});

describe('fillPath', () => {
  it('fills params, drops missing optional ones and encodes values', () => {
    expect(fillPath('/connections/:metaID/details', { metaID: 'a b' })).toBe('/connections/a%20b/details');
    expect(fillPath('/orders/:paymentState?', {})).toBe('/orders');
    expect(fillPath('/', {})).toBe('/');
  });
});

describe('tabEntries', () => {
  const at = { metaID: 'acme.abc 1' };
  const ids = (device: 'mobile' | 'desktop', content = true) =>
    tabEntries('connection', at, ctx(session('staff', [], { settings: { ...allSettings(true), content } }), device)).map((e) => e.id.replace('connection-', ''));

  it("gives the connection's tabs in order, the desktop ones only on desktop", () => {
    expect(ids('desktop')).toEqual(['details', 'stage', 'questions', 'registration-questions', 'notes', 'content']);
    expect(ids('mobile')).toEqual(['details', 'questions', 'notes', 'content']);
  });

  it('leaves the content tab out while the content setting is off', () => {
    expect(ids('mobile', false)).toEqual(['details', 'questions', 'notes']);
  });

  it("links each tab to the current connection, and shows none without a session", () => {
    expect(tabEntries('connection', at, ctx(session('scan')))[0]).toEqual({ id: 'connection-details', path: '/connections/acme.abc%201/details', labelKey: 'tabs.details' });
    expect(tabEntries('connection', at, ctx(null))).toEqual([]);
  });
});

describe('drawerEntries', () => {
  const built = ROUTES;

  it('shows nothing without a session', () => {
    expect(drawerEntries(ctx(null), built)).toEqual([]);
  });

  it('shows a scan user only connections, and their own settings (language, time zone)', () => {
    expect(drawerEntries(ctx(session('scan')), built).map((e) => e.id)).toEqual(['connections-list', 'settings']);
  });

  it('orders entries by group, then priority, and keeps api-access to desktop', () => {
    const admin = session('staff', ['admin']);
    const desktop = drawerEntries(ctx(admin, 'desktop'), built);
    const groups = desktop.map((e) => e.group);
    expect(groups).toEqual([...groups].sort((a, b) => ['home', 'setup-tasks', 'agenda', 'service-center', 'support'].indexOf(a) - ['home', 'setup-tasks', 'agenda', 'service-center', 'support'].indexOf(b)));
    expect(desktop.map((e) => e.id)).toContain('api-access');
    expect(desktop.map((e) => e.id)).not.toContain('user-support');
    const mobile = drawerEntries(ctx(admin, 'mobile'), built);
    expect(mobile.map((e) => e.id)).not.toContain('api-access');
    expect(mobile.map((e) => e.id)).toContain('user-support');
  });

  it('leaves out entries whose setting is off', () => {
    const admin = session('staff', ['admin'], { settings: { ...allSettings(true), conversation: false, badgeShop: false } });
    const ids = drawerEntries(ctx(admin), built).map((e) => e.id);
    expect(ids).not.toContain('agenda');
    expect(ids).not.toContain('messages');
    expect(ids).not.toContain('orders');
    expect(ids).toContain('connections-list');
  });
});

describe('routeOpen', () => {
  it('opens a screen the user may use, not one whose setting or permission is missing', () => {
    const admin = session('partner');
    expect(routeOpen('questions', ctx(admin))).toBe(true);
    expect(routeOpen('contents', ctx(admin))).toBe(true);
    expect(routeOpen('contents', ctx(session('partner', [], { settings: { ...allSettings(true), content: false } })))).toBe(false);
    expect(routeOpen('questions', ctx(session('staff', ['createConnections'])))).toBe(false);
    expect(routeOpen('no-such-route', ctx(admin))).toBe(false);
    // Notifications serve the conversations and the tasks (one sent back): either setting opens them.
    const only = (on: Partial<Record<'conversation' | 'tasks', boolean>>) => ctx(session('staff', ['createConnections'], { settings: { ...allSettings(true), conversation: false, tasks: false, ...on } }));
    expect(routeOpen('notifications', only({ conversation: true }))).toBe(true);
    expect(routeOpen('notifications', only({ tasks: true }))).toBe(true);
    expect(routeOpen('notifications', only({}))).toBe(false);
    expect(routeOpen('questions', ctx(null))).toBe(false);
  });
});
