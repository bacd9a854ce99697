import type { NoteType } from '../../domain/connection';
import type { MediaKind } from '../../domain/media';
import { db as defaultDb, type LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const addNoteMutator: Mutator<'addNote'> = {
  target: (a) => ({ table: 'notes', rowId: a.id }),
  async apply(db, ctx, a) {
    const files = a.media?.length ? await db.media.bulkGet(a.media) : [];
    const media = files.flatMap((f) => (f ? [{ id: `${ctx.partnerId}.${f.id}`, kind: f.kind, mediaType: f.type, size: f.size }] : []));
    await db.notes.put({ ...pendingRow(ctx), id: a.id, connectionId: a.connectionId, text: a.text, type: a.type, authorName: ctx.authorName, createdAt: a.createdAt, ...(media.length ? { media } : {}) });
  },
};

export interface NewMedia {
  id: string;
  blob: Blob;
  type: string;
  kind: MediaKind;
}

/** A note, with voice memos and photos: their bytes are stored with it, in the same transaction. */
export function addNote(
  ctx: WriteContext,
  input: { connectionId: string; text: string; type?: NoteType; id?: string; createdAt?: Date; media?: NewMedia[] },
  db: LeadstandDB = defaultDb,
) {
  const id = input.id ?? crypto.randomUUID();
  const media = input.media ?? [];
  const type: NoteType = input.type ?? (['audio', 'image', 'document'] as const).find((k) => media.some((m) => m.kind === k)) ?? 'text';
  return write(
    ctx,
    'addNote',
    addNoteMutator,
    { id, connectionId: input.connectionId, text: input.text, type, createdAt: (input.createdAt ?? new Date()).toISOString(), ...(media.length ? { media: media.map((m) => m.id) } : {}) },
    db,
    () =>
      db.media.bulkPut(
        media.map((m) => ({ id: m.id, eventId: ctx.eventId, noteId: id, connectionId: input.connectionId, blob: m.blob, type: m.type, kind: m.kind, size: m.blob.size, uploadUrl: null, uploaded: 0, sent: 0, error: null })),
      ),
  );
}
