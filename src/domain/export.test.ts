import { describe, expect, it } from 'vitest';
import { buildExportTable, exportLabelsOf, type ExportInput } from './export';

const labels = exportLabelsOf((key) => key);
const connection = (id: string, contact: Record<string, string | null> | null): ExportInput['connections'][number] => ({
  id,
  badgeCode: 'bcdefjklmnstuvw',
  scannedAt: '2026-11-21T09:00:00.000Z',
  scannedByName: 'Sam Visser',
  sourceType: 'manual',
  stage: 'new',
  rating: null,
  contact,
});

describe('buildExportTable', () => {
  it('names a visitor imported with first and last name only in the Name column (issue #29, finding 17)', () => {
    const table = buildExportTable(
      { connections: [connection('a', { firstname: 'Anna', lastname: 'Becker', company: null }), connection('b', { fullname: 'Ömer Çelik', firstname: 'Ömer', lastname: 'Çelik' }), connection('c', null)], answers: [], notes: [], questions: [] },
      labels,
      { eventName: 'Demo Expo', timeZone: 'Europe/Amsterdam' },
    );
    const name = table.headers.indexOf('field.fullname');
    expect(table.rows.map((r) => r[name])).toEqual(['Anna Becker', 'Ömer Çelik', null]);
  });
});
