/** A note, with the voice memos and photos it names (uploaded before the note is pushed). */
import { sql } from 'kysely';
import type { AddNoteArgs } from '../../../src/domain/mutations';
import { callerName } from '../../connections/visibility';
import { chunks, done, type MutationHandler } from '../batch';
import { UPLOAD_CLAIMED } from '../../media/claims';

export const addNote: MutationHandler<'addNote'> = {
  needs(a, needs) {
    needs.connections.add(a.connectionId);
    for (const uuid of a.media ?? []) needs.media.add(uuid);
  },
  start({ caller, partnerId, known }) {
    const notes = new Map<string, AddNoteArgs>();
    return {
      decide(a) {
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        // The app pushes a note only once its files are uploaded; anything else is refused.
        if ((a.media ?? []).some((uuid) => !known.files.has(uuid))) return done('invalid', false, 'media.missing');
        // A file belongs to one note: not to another one, in the database or earlier in this batch.
        const files = (a.media ?? []).map((uuid) => known.files.get(uuid)!.id);
        // Nor to a content item or a task (server/media/claims.ts).
        if (files.some((id) => known.claimedElsewhere.has(id))) return done('invalid', false, UPLOAD_CLAIMED);
        if (files.some((id) => (known.attachedTo.get(id) ?? a.id) !== a.id)) return done('invalid', false, 'media.attached');
        if (!notes.has(a.id)) {
          notes.set(a.id, a);
          for (const id of files) known.attachedTo.set(id, a.id);
        }
        return done('completed', true);
      },
      async write(tx, version) {
        for (const rows of chunks([...notes.values()])) {
          await sql`
            insert into connection_notes (id, connection_id, partner_id, author_user_id, author_name, created_at, version, type, text)
            select u.id, u.connection, ${partnerId}::text, ${caller.user?.id ?? null}::text, ${callerName(caller)}::text, u.at, ${version}::bigint, u.type, u.text
            from unnest(${rows.map((a) => a.id)}::text[], ${rows.map((a) => a.connectionId)}::text[], ${rows.map((a) => a.createdAt)}::timestamptz[],
              ${rows.map((a) => a.type)}::text[], ${rows.map((a) => a.text)}::text[]) as u(id, connection, at, type, text)
            on conflict (id) do nothing
          `.execute(tx);
        }
        const attached = [...notes.values()].flatMap((n) => (n.media ?? []).map((uuid) => ({ note: n, file: known.files.get(uuid)! })));
        for (const rows of chunks(attached)) {
          await tx
            .insertInto('media')
            .values(rows.map(({ note, file }) => ({ id: file.id, connection_id: note.connectionId, note_id: note.id, kind: file.kind, media_type: file.mediaType, size: file.size, storage_key: file.id, complete: true })))
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
        }
      },
    };
  },
};
