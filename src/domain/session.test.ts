import { describe, it, expect } from 'vitest';
import { EXHIBITOR_SETTINGS, PERMISSIONS, SESSION_MODES, SESSION_STATES, allSettings, effectivePermissions, type Permission } from './session';

const sorted = (s: Set<Permission>) => [...s].sort();

describe('session vocabularies', () => {
  it('lists modes, states and permissions', () => {
    expect([...SESSION_MODES]).toEqual(['native', 'partner', 'scan', 'staff']);
    expect([...SESSION_STATES]).toEqual(['linked', 'unlinked']);
    expect([...PERMISSIONS]).toEqual([
      'admin',
      'companyConversations',
      'createConnections',
      'exportConnections',
      'showAllConnections',
      'tasks',
    ]);
  });

  it('has 14 distinct exhibitor settings', () => {
    expect(EXHIBITOR_SETTINGS).toHaveLength(14);
    expect(new Set(EXHIBITOR_SETTINGS).size).toBe(14);
  });
});

describe('allSettings', () => {
  it('switches every setting on or off', () => {
    const on = allSettings(true);
    const off = allSettings(false);
    expect(Object.keys(on).sort()).toEqual([...EXHIBITOR_SETTINGS].sort());
    expect(Object.values(on).every((v) => v === true)).toBe(true);
    expect(Object.values(off).every((v) => v === false)).toBe(true);
    expect(Object.keys(off)).toHaveLength(14);
  });
});

describe('effectivePermissions', () => {
  it('gives partner mode everything except creating connections, whatever was granted', () => {
    const expected = PERMISSIONS.filter((p) => p !== 'createConnections').sort();
    expect(sorted(effectivePermissions('partner', []))).toEqual(expected);
    expect(sorted(effectivePermissions('partner', ['createConnections']))).toEqual(expected);
    expect(effectivePermissions('partner', [...PERMISSIONS]).has('createConnections')).toBe(false);
  });

  it('gives scan mode only createConnections', () => {
    expect(sorted(effectivePermissions('scan', []))).toEqual(['createConnections']);
    expect(sorted(effectivePermissions('scan', ['admin', 'tasks']))).toEqual(['createConnections']);
  });

  it('gives native mode nothing', () => {
    expect(effectivePermissions('native', []).size).toBe(0);
    expect(effectivePermissions('native', [...PERMISSIONS]).size).toBe(0);
  });

  it('gives staff with admin every permission', () => {
    expect(sorted(effectivePermissions('staff', ['admin']))).toEqual([...PERMISSIONS].sort());
    expect(sorted(effectivePermissions('staff', ['tasks', 'admin']))).toEqual([...PERMISSIONS].sort());
  });

  it('gives other staff exactly what was granted', () => {
    expect(effectivePermissions('staff', []).size).toBe(0);
    expect(sorted(effectivePermissions('staff', ['tasks']))).toEqual(['tasks']);
    expect(sorted(effectivePermissions('staff', ['createConnections', 'exportConnections']))).toEqual([
      'createConnections',
      'exportConnections',
    ]);
    expect(sorted(effectivePermissions('staff', ['tasks', 'tasks']))).toEqual(['tasks']);
    for (const p of PERMISSIONS.filter((x) => x !== 'admin')) {
      expect(sorted(effectivePermissions('staff', [p]))).toEqual([p]);
    }
  });

  it('does not share state between calls', () => {
    const a = effectivePermissions('scan', []);
    a.add('admin');
    expect(effectivePermissions('scan', []).has('admin')).toBe(false);
  });
});
