import { describe, expect, it } from 'vitest';
import { applyFilters, DEFAULT_FILTERS, filtersFromParams, filtersToParams, scannersOf } from './filters';
import type { LocalConnection } from '../../data/db';

const row = (id: string, over: Partial<LocalConnection>): LocalConnection => ({
  id,
  eventId: 'e',
  badgeCode: 'abcdejklmnstuvw',
  scannedAt: '2026-11-21T10:00:00.000Z',
  scannedByID: null,
  scannedByName: 'Sam Visser',
  sourceType: 'manual',
  stage: 'new',
  rating: null,
  licensed: true,
  visitorID: null,
  contact: null,
  syncState: 'completed',
  ...over,
});

const rows = [
  row('1', { contact: { fullname: 'Zoe Adams', company: 'Globex' }, scannedAt: '2026-11-21T09:00:00.000Z', stage: 'sold' }),
  row('2', { contact: { fullname: 'Ben Carter', company: 'Initech' }, scannedAt: '2026-11-21T11:00:00.000Z', syncState: 'pending' }),
  row('3', { badgeCode: 'bbbbbjjjjjsssss', syncState: 'visitorNotFound', scannedAt: '2026-11-21T10:30:00.000Z' }),
];

describe('connection list filters', () => {
  it('sorts newest first by default', () => {
    expect(applyFilters(rows, DEFAULT_FILTERS).map((r) => r.id)).toEqual(['2', '3', '1']);
  });

  it('sorts by name with unnamed rows last, and by company', () => {
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, sort: 'name' }).map((r) => r.id)).toEqual(['2', '1', '3']);
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, sort: 'company' }).map((r) => r.id)).toEqual(['1', '2', '3']);
  });

  it('searches name, company and badge code (typed with dashes or spaces)', () => {
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, search: 'globex' }).map((r) => r.id)).toEqual(['1']);
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, search: 'bbbbb-jjjjj' }).map((r) => r.id)).toEqual(['3']);
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, search: 'nobody' })).toEqual([]);
  });

  it('filters by stage and by sync state in three groups: synced, waiting, needs attention', () => {
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, stage: 'sold' }).map((r) => r.id)).toEqual(['1']);
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, sync: 'synced' }).map((r) => r.id)).toEqual(['1']);
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, sync: 'waiting' }).map((r) => r.id)).toEqual(['2']);
    expect(applyFilters([...rows, row('4', { syncState: 'modified' })], { ...DEFAULT_FILTERS, sync: 'waiting' }).map((r) => r.id)).toEqual(['2', '4']);
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, sync: 'attention' }).map((r) => r.id)).toEqual(['3']);
  });

  it('filters by the rating shown (set, else from the answers) and by the team member who scanned', () => {
    const team = [row('a', { rating: 'hot', scannedByName: 'Robin Keller' }), row('b', { scannedByName: 'Sam Visser' }), row('c', { scannedByName: 'Robin Keller' })];
    const worked = (c: { id: string; rating: 'hot' | 'warm' | 'cold' | null }) => c.rating ?? (c.id === 'b' ? 'warm' : null);
    expect(applyFilters(team, { ...DEFAULT_FILTERS, rating: 'hot' }, worked).map((r) => r.id)).toEqual(['a']);
    expect(applyFilters(team, { ...DEFAULT_FILTERS, rating: 'warm' }, worked).map((r) => r.id)).toEqual(['b']);
    expect(applyFilters(team, { ...DEFAULT_FILTERS, rating: 'none' }, worked).map((r) => r.id)).toEqual(['c']);
    expect(applyFilters(team, { ...DEFAULT_FILTERS, by: 'Robin Keller' }).map((r) => r.id)).toEqual(['a', 'c']);
    expect(scannersOf(team)).toEqual(['Robin Keller', 'Sam Visser']);
  });

  it('keeps the filters in the address, leaving defaults and other parameters as they are', () => {
    const f = { ...DEFAULT_FILTERS, search: 'globex', rating: 'hot' as const, by: 'Sam Visser', sync: 'attention' as const };
    const params = filtersToParams(f, new URLSearchParams('scan=camera'));
    expect(params.toString()).toBe('scan=camera&q=globex&rating=hot&by=Sam+Visser&sync=attention');
    expect(filtersFromParams(params)).toEqual(f);
    expect(filtersFromParams(new URLSearchParams('stage=bogus&sync=pending&sort=x'))).toEqual(DEFAULT_FILTERS);
  });
});
