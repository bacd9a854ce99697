/**
 * One file of an item (banner, logo, an attachment): what it holds now (a preview for images, the
 * name and size otherwise), a button to choose another, which uploads at once with its progress,
 * and one to remove it. A refused or failed upload says why and keeps the file that was there.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import type { ContentFileInfo } from '../../domain/content';
import { uploadContentFile } from './upload';

export interface SlotState {
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  name: string;
  size: number;
  /** A local preview of a chosen image (an object URL). */
  preview?: string;
  error?: string;
}

interface Props {
  label: string;
  hint?: string;
  accept: string;
  /** The saved file this slot holds, when it is one the server already has for the item. */
  file: ContentFileInfo | null;
  fileId: string | null;
  state: SlotState | undefined;
  onState: (state: SlotState | undefined) => void;
  onFile: (fileId: string | null) => void;
  /** The chosen file's name (to name an attachment that has none yet). */
  onName?: (name: string) => void;
  error: string | null;
  image?: boolean;
}

export function FileSlot({ label, hint, accept, file, fileId, state, onState, onFile, onName, error, image }: Props) {
  const { t, i18n } = useTranslation('contents');
  const id = useId();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (state?.preview ? URL.revokeObjectURL(state.preview) : undefined), [state?.preview]);

  async function choose(chosen: File) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const preview = image && chosen.type.startsWith('image/') ? URL.createObjectURL(chosen) : undefined;
    let current: SlotState = { status: 'uploading', progress: 0, name: chosen.name, size: chosen.size, preview };
    onState(current);
    onName?.(chosen.name);
    const outcome = await uploadContentFile(chosen, (progress) => onState((current = { ...current, progress })), controller.signal);
    if (controller.signal.aborted) return;
    if ('fileId' in outcome) {
      onState({ ...current, status: 'done', progress: 1 });
      onFile(outcome.fileId);
    } else {
      if (preview) URL.revokeObjectURL(preview);
      onState({ ...current, status: 'failed', preview: undefined, error: outcome.error });
    }
  }

  const size = (bytes: number) => new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'unit', unit: bytes < 1_000_000 ? 'kilobyte' : 'megabyte', maximumFractionDigits: bytes < 1_000_000 ? 0 : 1 }).format(bytes < 1_000_000 ? Math.max(1, bytes / 1000) : bytes / 1_000_000);
  const shown = state?.status === 'done' || state?.status === 'uploading' ? { name: state.name, size: state.size, src: state.preview } : fileId && file ? { name: file.name, size: file.size, src: file.url } : null;
  const problem = state?.status === 'failed' ? t(`error.${state.error}`, { defaultValue: t('error.upload.failed') }) : error;
  const describedBy = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`file-slot${image ? ' file-slot-image' : ''}`} role="group" aria-labelledby={`${id}-label`}>
      <span className="file-slot-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="file-slot-body">
        {shown && image && shown.src ? <img src={shown.src} alt="" className="file-slot-preview" /> : <span className="file-slot-icon" aria-hidden="true"><Icon name={shown ? 'download' : 'content'} size={22} /></span>}
        <div className="file-slot-text">
          {shown ? (
            <p className="file-slot-name">
              {shown.name} <span className="field-hint">{size(shown.size)}</span>
            </p>
          ) : (
            <p className="field-hint">{t('noFile')}</p>
          )}
          {state?.status === 'uploading' && <progress max={1} value={state.progress} aria-label={t('uploading', { name: state.name })} />}
          <div className="button-row">
            <input
              type="file"
              id={`${id}-input`}
              className="file-input visually-hidden"
              accept={accept}
              aria-describedby={describedBy}
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                if (chosen) void choose(chosen);
              }}
            />
            <label htmlFor={`${id}-input`} className="button button-small">
              {shown ? t('replaceFile') : t('chooseFile')}
              <span className="visually-hidden"> {label}</span>
            </label>
            {(fileId || state?.status === 'uploading') && (
              <button
                type="button"
                className="button button-small button-danger-quiet"
                onClick={() => {
                  abort.current?.abort();
                  onState(undefined);
                  onFile(null);
                }}
              >
                {t('removeFile')}
                <span className="visually-hidden"> {label}</span>
              </button>
            )}
          </div>
        </div>
      </div>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
