/**
 * Voice memos, photos and documents on notes: record a memo in the app (kept as WAV), take or pick
 * photos (jpeg, png, gif), attach audio (wav, mp3) or documents (xls, xlsx, xml), all under 100 MB;
 * see them before saving, and see every note's files with their upload progress. Files captured
 * here show from the device; colleagues' come from the server.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { Icon } from '../../../app/icons';
import { db } from '../../../data/db';
import type { NewMedia } from '../../../data/mutators';
import type { NoteMediaRow } from '../../../domain/protocol';
import { mediaFormat, mediaKindOf, NOTE_FILE_ACCEPT, noteFileType, validateMedia, type MediaKind } from '../../../domain/media';
import { authHeaders } from '../../../lib/http';
import { encodeWav, mono } from '../../../lib/wav';
import { cameraErrorOf } from '../../../ui/scanning/camera';

/** An object URL for a blob, revoked when it changes or the component goes. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url;
}

function Preview({ kind, type, blob, label }: { kind: MediaKind; type: string; blob: Blob | null | undefined; label: string }) {
  const { t } = useTranslation('connections');
  const url = useObjectUrl(blob);
  if (!url) return <span className={`media-placeholder media-placeholder-${kind}`} aria-busy="true" />;
  if (kind === 'image') return <img className="media-photo" src={url} alt={label} />;
  if (kind === 'audio') return <audio className="media-audio" src={url} controls aria-label={label} />;
  const format = mediaFormat(type);
  return (
    <a className="button media-document" href={url} download={`${label}.${format.extension}`}>
      <Icon name="download" size={18} />
      {t('notes.media.download', { format: format.label })}
    </a>
  );
}

/** Records a voice memo; `onRecorded` gets it as WAV. */
function VoiceRecorder({ onRecorded, onError }: { onRecorded: (blob: Blob) => void; onError: (key: string) => void }) {
  const { t } = useTranslation('connections');
  const [recording, setRecording] = useState<{ recorder: MediaRecorder; started: number } | null>(null);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - recording.started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [recording]);

  async function start() {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
      recorder.onstop = async () => {
        stream.getTracks().forEach((tr) => tr.stop());
        try {
          const audio = new AudioContext();
          const decoded = await audio.decodeAudioData(await new Blob(chunks).arrayBuffer());
          void audio.close();
          onRecorded(encodeWav(mono(decoded), decoded.sampleRate));
        } catch {
          onError('notes.media.recordFailed');
        }
      };
      recorder.start();
      setSeconds(0);
      setRecording({ recorder, started: Date.now() });
    } catch (err) {
      onError(`notes.media.mic.${cameraErrorOf(err)}`);
    }
  }

  if (recording) {
    return (
      <button
        type="button"
        className="button recording"
        onClick={() => {
          recording.recorder.stop();
          setRecording(null);
        }}
      >
        <span className="rec-dot" aria-hidden="true" />
        {t('notes.media.stop', { seconds })}
      </button>
    );
  }
  return (
    <button type="button" className="button" onClick={() => void start()}>
      <Icon name="mic" size={18} />
      {t('notes.media.record')}
    </button>
  );
}

/** The files of a note being written: add by recording or choosing, remove before saving. */
export function MediaPicker({ files, onChange }: { files: NewMedia[]; onChange: (files: NewMedia[]) => void }) {
  const { t } = useTranslation('connections');
  const input = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const add = (blob: Blob, type: string) => {
    const problem = validateMedia({ size: blob.size, type });
    if (problem) return setError(t(`notes.media.${problem}`));
    setError(null);
    onChange([...files, { id: crypto.randomUUID(), blob, type, kind: mediaKindOf(type)! }]);
  };
  return (
    <div className="media-picker">
      <div className="media-actions">
        <VoiceRecorder onRecorded={(blob) => add(blob, 'audio/wav')} onError={(key) => setError(t(key))} />
        <button type="button" className="button" onClick={() => input.current?.click()}>
          <Icon name="camera" size={18} />
          {t('notes.media.photo')}
        </button>
        <button type="button" className="button" onClick={() => fileInput.current?.click()}>
          <Icon name="content" size={18} />
          {t('notes.media.file')}
        </button>
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/gif"
          capture="environment"
          multiple
          aria-label={t('notes.media.photo')}
          onChange={(e) => {
            for (const file of e.target.files ?? []) add(file, noteFileType(file));
            e.target.value = '';
          }}
        />
        <input
          ref={fileInput}
          className="visually-hidden"
          type="file"
          accept={NOTE_FILE_ACCEPT}
          multiple
          aria-label={t('notes.media.file')}
          onChange={(e) => {
            for (const file of e.target.files ?? []) add(file, noteFileType(file));
            e.target.value = '';
          }}
        />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="media-list" aria-label={t('notes.media.attached')}>
          {files.map((f) => (
            <li key={f.id} className={`media-item-${f.kind}`}>
              <Preview kind={f.kind} type={f.type} blob={f.blob} label={t(`notes.media.${f.kind}`)} />
              <button type="button" className="icon-button" aria-label={t('notes.media.remove')} onClick={() => onChange(files.filter((x) => x.id !== f.id))}>
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One attached file: from this device if it was captured here, else from the server. */
function Attachment({ m }: { m: NoteMediaRow }) {
  const { t } = useTranslation('connections');
  const uuid = m.id.slice(m.id.indexOf('.') + 1);
  // undefined while the device is still being asked; null when the file was not captured here
  // (Dexie answers a missing row with undefined, which would look like "still asking" forever).
  const local = useLiveQuery(async () => (await db.media.get(uuid)) ?? null, [uuid]);
  const [remote, setRemote] = useState<Blob | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (local !== null) return;
    let gone = false;
    setFailed(false);
    fetch(`/api/media/${encodeURIComponent(m.id)}`, { headers: authHeaders() })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((b) => !gone && setRemote(b))
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
    };
  }, [local, m.id, attempt]);
  // Offline when the note arrived: fetch the file once the device is back online.
  useEffect(() => {
    if (!failed) return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);
  const label = t(`notes.media.${m.kind}`);
  return (
    <li>
      {failed ? <span className="field-hint">{t('notes.media.unavailable')}</span> : <Preview kind={m.kind} type={m.mediaType} blob={local ? local.blob : remote} label={label} />}
      {local && !local.uploaded && !local.error && (
        <span className="upload-progress" role="progressbar" aria-label={t('notes.media.uploading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((local.sent / local.size) * 100)}>
          <span style={{ width: `${Math.round((local.sent / local.size) * 100)}%` }} />
        </span>
      )}
      {local?.error && <span className="field-error">{t('notes.media.uploadFailed')}</span>}
    </li>
  );
}

export function NoteAttachments({ media }: { media: NoteMediaRow[] | undefined }) {
  const { t } = useTranslation('connections');
  if (!media?.length) return null;
  return (
    <ul className="media-list" aria-label={t('notes.media.attached')}>
      {media.map((m) => (
        <Attachment key={m.id} m={m} />
      ))}
    </ul>
  );
}
