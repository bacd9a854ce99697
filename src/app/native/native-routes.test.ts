/** Native mode in the route table: where a shell's session lands, and the licence page is its own. */
import { describe, expect, it } from 'vitest';
import { allSettings, effectivePermissions, type SessionMode } from '../../domain/session';
import { defaultPath, drawerEntries, guard, type GuardSession } from '../guard';
import { ROUTES, routeById } from '../routes';
import { CONNECTION_LIST_PATH, DASHBOARD_PATH } from '../route-def';

const session = (mode: SessionMode, embedded: boolean): GuardSession => ({ mode, permissions: effectivePermissions(mode, []), settings: allSettings(true), embedded });
const ctx = (s: GuardSession) => ({ session: s, device: 'mobile' as const, online: true, routes: ROUTES });

describe('native mode', () => {
  it("lands the shell's native session on the dashboard (it has no connection list), other embedded sessions on the list", () => {
    expect(defaultPath(session('native', true))).toBe(DASHBOARD_PATH);
    expect(defaultPath(session('native', false))).toBe(DASHBOARD_PATH);
    expect(defaultPath(session('staff', true))).toBe(CONNECTION_LIST_PATH);
    // A blocked page sends a native session somewhere it may be, never to 'not found'.
    expect(guard(routeById('connections-list'), {}, ctx(session('native', true)))).toEqual({ kind: 'redirect', to: DASHBOARD_PATH, reason: 'blocked', why: 'mode' });
  });

  it('opens the licence page to native sessions only, with its menu entry', () => {
    expect(guard(routeById('licence'), {}, ctx(session('native', true))).kind).toBe('allow');
    for (const mode of ['partner', 'staff', 'scan'] as const) expect(guard(routeById('licence'), {}, ctx(session(mode, false))).kind, mode).not.toBe('allow');
    expect(drawerEntries(ctx(session('native', true))).map((e) => e.id)).toContain('licence');
    expect(drawerEntries(ctx(session('staff', false))).map((e) => e.id)).not.toContain('licence');
  });
});
