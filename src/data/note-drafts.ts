/**
 * Notes being written and not saved yet: the spec's `modified` sync state ("unsaved"). Saving a
 * note writes it to the local database at once (and queues it), so what can be unsaved is the
 * text in the note form. It is kept on this device as it is typed, per lead, so a phone that locks
 * or an app that is closed at the booth loses nothing: the lead shows "Unsaved" in the list and
 * on its page, and the note form opens with the text, until it is saved or discarded. Text only:
 * a voice memo or photo not saved yet is not kept. Kept in localStorage under the event and the
 * person (never shown to someone else logged in on the device), not sent anywhere.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { ConnectionSyncState } from '../domain/connection';
import type { WriteContext } from './write-context';

export type NoteDraftOwner = Pick<WriteContext, 'eventId' | 'authorId' | 'authorName'>;
export interface NoteDraft {
  text: string;
  /** When it was last typed (ms). */
  at: number;
}
export type NoteDrafts = Readonly<Record<string, NoteDraft>>;

const NO_DRAFTS: NoteDrafts = Object.freeze({});
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function noteDraftsKey(owner: NoteDraftOwner): string {
  return `leadstand.noteDrafts.${owner.eventId}.${owner.authorId ?? `name:${owner.authorName}`}`;
}

function parse(raw: string | null): NoteDrafts {
  if (!raw) return NO_DRAFTS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return NO_DRAFTS;
    const out: Record<string, NoteDraft> = {};
    for (const [id, d] of Object.entries(value as Record<string, unknown>)) {
      const text = (d as { text?: unknown } | null)?.text;
      const at = (d as { at?: unknown } | null)?.at;
      if (typeof text === 'string' && text.trim()) out[id] = { text, at: typeof at === 'number' ? at : 0 };
    }
    return out;
  } catch {
    return NO_DRAFTS;
  }
}

export function readNoteDrafts(owner: NoteDraftOwner): NoteDrafts {
  return parse(storage()?.getItem(noteDraftsKey(owner)) ?? null);
}

/** Keeps what is typed in a lead's note form; blank text removes the draft. */
export function keepNoteDraft(owner: NoteDraftOwner, connectionId: string, text: string): void {
  const store = storage();
  if (!store) return;
  const drafts: Record<string, NoteDraft> = { ...readNoteDrafts(owner) };
  if (text.trim()) drafts[connectionId] = { text, at: Date.now() };
  else if (connectionId in drafts) delete drafts[connectionId];
  else return;
  try {
    if (Object.keys(drafts).length) store.setItem(noteDraftsKey(owner), JSON.stringify(drafts));
    else store.removeItem(noteDraftsKey(owner));
  } catch {
    // Storage full or refused: the text stays in the form, only not kept across a reload.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab typing or saving.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('leadstand.noteDrafts.')) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The person's note drafts for the event, kept current. */
export function useNoteDrafts(owner: NoteDraftOwner | null): NoteDrafts {
  const key = owner ? noteDraftsKey(owner) : null;
  const raw = useSyncExternalStore(
    subscribe,
    () => (key ? (storage()?.getItem(key) ?? null) : null),
    () => null,
  );
  return useMemo(() => parse(raw), [raw]);
}

/**
 * The state a lead shows: `modified` while a note to it is being written, unless the server
 * refused the lead (that says more, and the draft still opens with the form).
 */
export function shownSyncState(state: ConnectionSyncState, hasDraft: boolean): ConnectionSyncState {
  return hasDraft && (state === 'completed' || state === 'pending') ? 'modified' : state;
}

/** Rows with a note draft, as `modified` (the list shows and filters them so). Unchanged rows stay the same objects. */
export function withNoteDrafts<T extends { id: string; syncState: ConnectionSyncState }>(rows: readonly T[], drafts: NoteDrafts): T[] {
  if (drafts === NO_DRAFTS || Object.keys(drafts).length === 0) return rows as T[];
  return rows.map((r) => {
    const state = shownSyncState(r.syncState, Object.hasOwn(drafts, r.id));
    return state === r.syncState ? r : { ...r, syncState: state };
  });
}
