import { describe, it, expect } from 'vitest';
import {
  CONNECTION_CONTACT_FIELDS,
  CONNECTION_STAGES,
  CONNECTION_SYNC_STATES,
  INITIATOR_TYPES,
  NOTE_TYPES,
  SOURCE_TYPES,
  connectionDisplayName,
  syncStateNeedsAttention,
  validateNote,
  validateStage,
} from './connection';

describe('connection vocabularies', () => {
  it('has the seven stages', () => {
    expect([...CONNECTION_STAGES]).toEqual(['new', 'contacted', 'quoted', 'sold', 'active', 'inactive', 'longterm']);
  });

  it('lists sources, initiators, note types and contact fields', () => {
    expect([...SOURCE_TYPES]).toEqual(['barcode', 'manual', 'nfc', 'rfid', 'un']);
    expect([...INITIATOR_TYPES]).toEqual(['personnel', 'staff', 'visitor']);
    expect([...NOTE_TYPES]).toEqual(['text', 'audio', 'image', 'document']);
    expect(new Set(CONNECTION_CONTACT_FIELDS).size).toBe(CONNECTION_CONTACT_FIELDS.length);
    expect(CONNECTION_CONTACT_FIELDS).toContain('email');
    expect(CONNECTION_CONTACT_FIELDS[0]).toBe('fullname');
  });
});

describe('syncStateNeedsAttention', () => {
  it('is false for states that resolve by syncing', () => {
    for (const s of ['completed', 'modified', 'pending'] as const) expect(syncStateNeedsAttention(s)).toBe(false);
  });

  it('is true for every other state', () => {
    const others = CONNECTION_SYNC_STATES.filter((s) => !['completed', 'modified', 'pending'].includes(s));
    expect(others).toEqual(['noAccess', 'noLicense', 'noPermission', 'visitorNotFound', 'eventEnded', 'otherEvent', 'invalid']);
    for (const s of others) expect(syncStateNeedsAttention(s)).toBe(true);
  });
});

describe('validateNote', () => {
  it('accepts text', () => {
    expect(validateNote('Wants a quote')).toBeNull();
    expect(validateNote('  x  ')).toBeNull();
    expect(validateNote('Call back', 2)).toBeNull();
  });

  it('refuses an empty or whitespace-only note', () => {
    expect(validateNote('')).toBe('note.empty');
    expect(validateNote('   ')).toBe('note.empty');
    expect(validateNote('\n\t')).toBe('note.empty');
    expect(validateNote('', 0)).toBe('note.empty');
  });

  it('allows a media-only note', () => {
    expect(validateNote('', 1)).toBeNull();
    expect(validateNote('   ', 3)).toBeNull();
  });
});

describe('validateStage', () => {
  it.each([...CONNECTION_STAGES])('accepts %s', (stage) => expect(validateStage(stage)).toBeNull());

  it.each(['', null, undefined, 'New', 'won', 'lost', ' new'])('refuses %j', (stage) => {
    expect(validateStage(stage)).toBe('stage.required');
  });
});

describe('connectionDisplayName', () => {
  it('prefers the full name', () => {
    expect(connectionDisplayName({ fullname: '  Jan de Vries ', firstname: 'X', lastname: 'Y' })).toBe('Jan de Vries');
  });

  it('otherwise joins first name, prefix and last name', () => {
    expect(connectionDisplayName({ firstname: 'Jan', lastnameprefix: 'de', lastname: 'Vries' })).toBe('Jan de Vries');
    expect(connectionDisplayName({ fullname: '  ', firstname: ' Ada ', lastname: 'Lovelace' })).toBe('Ada Lovelace');
    expect(connectionDisplayName({ lastname: 'Lovelace' })).toBe('Lovelace');
    expect(connectionDisplayName({ firstname: 'Ada', lastnameprefix: null, lastname: '' })).toBe('Ada');
  });

  it('is null without a name', () => {
    expect(connectionDisplayName({})).toBeNull();
    expect(connectionDisplayName({ fullname: null, firstname: ' ', lastname: '' })).toBeNull();
    expect(connectionDisplayName({ company: 'Acme', email: 'a@b.co' })).toBeNull();
  });
});
