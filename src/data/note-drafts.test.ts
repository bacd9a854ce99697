import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepNoteDraft, readNoteDrafts, shownSyncState, withNoteDrafts } from './note-drafts';
import { MemoryStorage } from './memory-storage.test-helper';

const sam = { eventId: 'expo', authorId: 'acme-sam', authorName: 'Sam Visser' };
const robin = { eventId: 'expo', authorId: 'acme-robin', authorName: 'Robin Keller' };

describe('note drafts (the modified state)', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: Storage }).localStorage = new MemoryStorage() as unknown as Storage;
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('keeps what is typed per lead and person; blank text or saving removes it', () => {
    keepNoteDraft(sam, 'acme.a', 'Call back about prices');
    keepNoteDraft(sam, 'acme.b', 'Wants a demo');
    expect(Object.keys(readNoteDrafts(sam))).toEqual(['acme.a', 'acme.b']);
    expect(readNoteDrafts(sam)['acme.a']!.text).toBe('Call back about prices');
    // Someone else on the device sees none of it.
    expect(readNoteDrafts(robin)).toEqual({});
    keepNoteDraft(sam, 'acme.a', '   ');
    expect(Object.keys(readNoteDrafts(sam))).toEqual(['acme.b']);
    keepNoteDraft(sam, 'acme.b', '');
    expect(localStorage.length).toBe(0);
  });

  it('shows a lead with a draft as unsaved, unless the server refused it', () => {
    expect(shownSyncState('completed', true)).toBe('modified');
    expect(shownSyncState('pending', true)).toBe('modified');
    expect(shownSyncState('completed', false)).toBe('completed');
    expect(shownSyncState('visitorNotFound', true)).toBe('visitorNotFound');
    const rows = [
      { id: 'acme.a', syncState: 'completed' as const },
      { id: 'acme.b', syncState: 'completed' as const },
    ];
    keepNoteDraft(sam, 'acme.b', 'Wants a demo');
    const shown = withNoteDrafts(rows, readNoteDrafts(sam));
    expect(shown.map((r) => r.syncState)).toEqual(['completed', 'modified']);
    expect(shown[0]).toBe(rows[0]);
    expect(withNoteDrafts(rows, readNoteDrafts(robin))).toBe(rows);
  });

  it('reads a damaged store as no drafts', () => {
    localStorage.setItem('leadstand.noteDrafts.expo.acme-sam', '{not json');
    expect(readNoteDrafts(sam)).toEqual({});
  });
});
