import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LeadstandDB, type LocalConnection } from './db';
import { readExportSource, WHOLE_TABLE_FROM } from './export-source';
import { answerKey } from './mutators';
import { storeContents } from './contents';
import { sharedContentKey } from '../domain/content';

const sync = { syncState: 'completed' as const };

function connection(eventId: string, i: number): LocalConnection {
  return {
    ...sync,
    eventId,
    id: `${eventId}-c${i}`,
    badgeCode: `code${i}`,
    scannedAt: new Date(Date.UTC(2026, 10, 18, 9) + i * 1000).toISOString(),
    scannedByID: null,
    scannedByName: 'Sam Visser',
    sourceType: 'barcode',
    stage: 'new',
    rating: null,
    licensed: true,
    visitorID: null,
    contact: null,
  };
}

async function seeded(count: number) {
  const db = new LeadstandDB(`export-source-${Math.random()}`);
  const mine = Array.from({ length: count }, (_, i) => connection('demo-expo', i));
  const other = Array.from({ length: 5 }, (_, i) => connection('other-expo', i));
  await db.connections.bulkPut([...mine, ...other]);
  await db.answers.bulkPut(
    [...mine, ...other].map((c) => ({ ...sync, eventId: c.eventId, key: answerKey(c.id, 'q1'), connectionId: c.id, questionId: 'q1', choices: [], text: `answer for ${c.id}`, updatedAt: c.scannedAt })),
  );
  await db.notes.bulkPut(
    [...mine, ...other].map((c) => ({ ...sync, eventId: c.eventId, id: `note-${c.id}`, connectionId: c.id, text: `note on ${c.id}`, createdAt: c.scannedAt, type: 'text' as const, authorName: 'Sam Visser' })),
  );
  await storeContents(db, 'demo-expo', {
    contents: [
      { id: 'profile', type: 'profile', name: 'Company profile', summary: null, description: null, labels: [], links: [], public: true },
      { id: 'scanpro', type: 'product', name: 'ScanPro 4', summary: null, description: null, labels: [], links: [], public: true },
    ],
  });
  // Chosen for the first connection (and taken back for the second), in another order than the list's.
  const share = (c: LocalConnection, contentId: string, shared: boolean) => ({
    ...sync,
    eventId: c.eventId,
    key: sharedContentKey(c.id, contentId),
    connectionId: c.id,
    contentId,
    shared,
    updatedByName: 'Sam Visser',
    updatedAt: c.scannedAt,
  });
  await db.sharedContent.bulkPut([share(mine[1]!, 'scanpro', true), share(mine[1]!, 'profile', true), share(mine[2]!, 'scanpro', false), share(other[0]!, 'scanpro', true)]);
  return { db, mine };
}

describe('what an export reads', () => {
  for (const count of [12, WHOLE_TABLE_FROM + 10]) {
    it(`${count} connections: exactly the chosen ones of this event, in the list's order, with their answers and notes`, async () => {
      const { db, mine } = await seeded(count);
      // The list shows newest first, and a filtered list leaves some out.
      const chosen = mine.filter((_, i) => i % 3 !== 0).reverse().map((c) => c.id);
      const asked = [...chosen, 'other-expo-c1', 'missing-id'];
      const source = await readExportSource(db, 'demo-expo', asked);
      expect(source.connections.map((c) => c.id)).toEqual(chosen);
      expect(new Set(source.answers.map((a) => a.connectionId))).toEqual(new Set(chosen));
      expect(source.notes.map((n) => n.connectionId).sort()).toEqual([...chosen].sort());
      expect(source.sharedContent).toBeUndefined();
      const withContent = await readExportSource(db, 'demo-expo', asked, true);
      expect(withContent.sharedContent).toEqual([
        { connectionId: mine[1]!.id, name: 'Company profile' },
        { connectionId: mine[1]!.id, name: 'ScanPro 4' },
      ]);
      db.close();
    }, 60_000); // seeding 2,000 rows in fake-indexeddb takes seconds on a loaded CI machine
  }
});
