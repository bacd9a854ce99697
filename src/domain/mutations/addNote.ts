/** A note on a connection: text, or a voice memo or photos (uploaded first) with optional text. */
import * as v from 'valibot';
import { NOTE_TYPES, validateNote } from '../connection';
import { defineMutation, id, isoDate } from './define';

export const AddNoteArgs = v.object({
  id,
  connectionId: id,
  text: v.pipe(v.string(), v.maxLength(10_000)),
  type: v.picklist(NOTE_TYPES),
  createdAt: isoDate,
  /** Voice memos and photos: the uuids they were uploaded under (the upload comes first). */
  media: v.optional(v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.maxLength(10))),
});
export type AddNoteArgs = v.InferOutput<typeof AddNoteArgs>;

export const addNote = defineMutation('addNote', AddNoteArgs, (a) => {
  if (a.type === 'text') return a.media?.length ? null : validateNote(a.text);
  return a.media?.length ? null : 'note.mediaMissing';
});
