import { describe, expect, it } from 'vitest';
import { applyFilters, DEFAULT_FILTERS } from './filters';
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

  it('filters by stage and by sync state, including "needs attention"', () => {
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, stage: 'sold' }).map((r) => r.id)).toEqual(['1']);
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, sync: 'pending' }).map((r) => r.id)).toEqual(['2']);
    expect(applyFilters(rows, { ...DEFAULT_FILTERS, sync: 'attention' }).map((r) => r.id)).toEqual(['3']);
  });
});
