/** The notes of a connection: written, spoken or photographed, newest first; a note being written is kept as a draft. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../app/notices/NoticeProvider';
import { useServerUnreachable } from '../../../app/SyncContext';
import { validateNote } from '../../../domain/connection';
import { useNotes } from '../../../data/hooks';
import { addNote, type NewMedia } from '../../../data/mutators';
import { MediaPicker, NoteAttachments } from './NoteMedia';
import type { LocalConnection } from '../../../data/db';
import { useFormatTime } from '../../../app/useFormatTime';
import { SyncStateBadge } from '../SyncStateBadge';
import { useWriteContext } from '../../../app/useWriteContext';
import { UnsavedPrompt } from '../../../app/UnsavedPrompt';
import { keepNoteDraft, readNoteDrafts } from '../../../data/note-drafts';

export function Notes({ c }: { c: LocalConnection }) {
  const { t } = useTranslation('connections');
  const ctx = useWriteContext();
  const notes = useNotes(c.id);
  const time = useFormatTime();
  const { notify } = useNotices();
  // A note being written is kept on the device as it is typed (note-drafts.ts), so it survives a reload.
  const [text, setText] = useState(() => (ctx ? (readNoteDrafts(ctx)[c.id]?.text ?? '') : ''));
  const [files, setFiles] = useState<NewMedia[]>([]);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const unreachable = useServerUnreachable();
  const keep = (next: string) => ctx && keepNoteDraft(ctx, c.id, next);

  async function save(): Promise<boolean> {
    // A note needs text, or at least one voice memo or photo.
    if ((validateNote(text) && files.length === 0) || !ctx) {
      setError(t('notes.empty'));
      return false;
    }
    await addNote(ctx, { connectionId: c.id, text: text.trim(), media: files });
    keep('');
    setText('');
    setFiles([]);
    setError(null);
    // Say what is true: kept on the device until the server can be reached, like a capture.
    notify({ kind: 'positive', messageKey: unreachable ? 'connections:notes.savedOffline' : 'connections:notes.saved' });
    return true;
  }

  return (
    <div className="detail-grid">
      <section className="card detail-card" aria-labelledby="note-title">
        <UnsavedPrompt dirty={text.trim() !== '' || files.length > 0} onSave={save} onDiscard={() => keep('')} />
        <h2 id="note-title">{t('notes.add')}</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
        >
          <div className="field">
            <label htmlFor={id}>{t('notes.text')}</label>
            <textarea id={id} rows={4} value={text} aria-invalid={error ? true : undefined} aria-describedby={text.trim() ? `${id}-kept` : undefined} onChange={(e) => {
                setText(e.target.value);
                keep(e.target.value);
                if (e.target.value.trim()) setError(null);
              }} />
            {error && <p className="field-error">{error}</p>}
            {text.trim() && (
              <p className="field-hint" id={`${id}-kept`}>
                {t('notes.draftKept')}
              </p>
            )}
          </div>
          <MediaPicker
            files={files}
            onChange={(next) => {
              setFiles(next);
              if (next.length) setError(null);
            }}
          />
          <button type="submit" className="button button-primary">
            {t('notes.save')}
          </button>
        </form>
      </section>
      <section className="card detail-card" aria-labelledby="notes-title">
        <h2 id="notes-title">{t('tabs.notes')}</h2>
        {notes && notes.length > 0 ? (
          <ul className="notes">
            {notes.map((n) => (
              <li key={n.id}>
                {n.text && <p className="note-text">{n.text}</p>}
                <NoteAttachments media={n.media} />
                <p className="history-meta">
                  {time(n.createdAt)} · {n.authorName || t('unknownPerson')} · {noteKinds(n)
                    .map((k) => t(`notes.type.${k}`))
                    .join(' + ')}
                </p>
                {n.syncState !== 'completed' && <SyncStateBadge state={n.syncState} reason={n.syncReason} />}
              </li>
            ))}
          </ul>
        ) : (
          <p className="field-hint">{t('notes.none')}</p>
        )}
      </section>
    </div>
  );
}

/** What a note holds, as its label says it: text, photos, voice memos and documents (the stored type alone names one). */
export function noteKinds(n: { text: string; type: string; media?: { kind: string }[] }): string[] {
  if (!n.media) return [n.type];
  const kinds = [n.text ? 'text' : null, ...['image', 'audio', 'document'].map((k) => (n.media!.some((m) => m.kind === k) ? k : null))];
  return kinds.filter((k): k is string => k !== null);
}

/** What each of the detail's routes shows below the tabs (the tabs themselves come from the route table). */
