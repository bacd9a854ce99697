/**
 * An item's attachments in the editor: each with its kind, name and what it holds (a file that
 * uploads at once, a web or stream address, or a text), in the order visitors see them.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_TYPES, CONTENT_TEXT_MAX, FILE_ATTACHMENT_TYPES, acceptFor, type AttachmentType } from '../../domain/content';
import { nextKey, swap, type ElementDraft } from './draft';
import { FieldError, RowButtons, TextField } from './fields';
import { FileSlot } from './FileSlot';

type SlotProps = (key: string, fileId: string | null, accept: string, onFile: (id: string | null) => void, label: string, fieldError: string | null) => Omit<Parameters<typeof FileSlot>[0], 'image' | 'hint' | 'onName'>;

interface Props {
  elements: ElementDraft[];
  /** A change of the list, as a function of the list as it is then (an upload ends after other edits). */
  update: (change: (elements: ElementDraft[]) => ElementDraft[]) => void;
  /** A refused field's message code, as the rules or the server gave it. */
  codes: Record<string, string>;
  error: (field: string) => string | null;
  slotProps: SlotProps;
}

export function ElementList({ elements, update, codes, error, slotProps }: Props) {
  const { t } = useTranslation('contents');
  const base = useId();
  const setElement = (i: number, patch: Partial<ElementDraft>) => update((all) => all.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  // A kind's own words for a missing file, address or text ('Choose a video (MP4 or WebM)').
  const required = (field: string, type: AttachmentType) => (codes[field]?.endsWith('Required') && codes[field]?.startsWith('content.attachment.') ? t(`error.content.attachment.${type}Required`) : error(field));
  return (
    <>
      {elements.length > 0 && (
        <ol className="element-list">
          {elements.map((e, i) => {
            const n = i + 1;
            const isFile = (FILE_ATTACHMENT_TYPES as readonly string[]).includes(e.type);
            return (
              <li key={e.key} className="element-row">
                <div className="element-fields">
                  <div className="field">
                    <label htmlFor={`${base}-el-${e.key}-type`}>{t('field.attachmentType', { n })}</label>
                    <select id={`${base}-el-${e.key}-type`} value={e.type} onChange={(ev) => setElement(i, { type: ev.target.value as AttachmentType, fileId: null })}>
                      {ATTACHMENT_TYPES.map((at) => (
                        <option key={at} value={at}>
                          {t(`attachment.${at}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <TextField id={`${base}-el-${e.key}-name`} label={t('field.attachmentName', { n })} value={e.name} max={CONTENT_TEXT_MAX} error={error(`elements.${i}.name`)} onChange={(name) => setElement(i, { name })} />
                  {isFile && (
                    <FileSlot
                      {...slotProps(e.key, e.fileId, acceptFor(e.type), (fileId) => setElement(i, { fileId }), t('field.attachmentFile', { n }), required(`elements.${i}.fileId`, e.type))}
                      image={e.type === 'image'}
                      onName={(name) => !e.name && setElement(i, { name: name.replace(/\.[^.]+$/, '').slice(0, CONTENT_TEXT_MAX) })}
                    />
                  )}
                  {(e.type === 'url' || e.type === 'stream') && (
                    <TextField id={`${base}-el-${e.key}-url`} type="url" label={t('field.attachmentUrl', { n })} value={e.url} error={required(`elements.${i}.url`, e.type)} onChange={(url) => setElement(i, { url })} placeholder="https://" />
                  )}
                  {e.type === 'stream' && (
                    <label className="check-row">
                      <input type="checkbox" checked={e.youtube} onChange={(ev) => setElement(i, { youtube: ev.target.checked })} />
                      <span>{t('field.youtube')}</span>
                    </label>
                  )}
                  {e.type === 'text' && <TextField id={`${base}-el-${e.key}-value`} label={t('field.attachmentText', { n })} value={e.value} max={CONTENT_TEXT_MAX} error={required(`elements.${i}.value`, e.type)} onChange={(value) => setElement(i, { value })} />}
                  {e.type !== 'text' && (
                    <label className="check-row">
                      <input type="checkbox" checked={e.newwindow} onChange={(ev) => setElement(i, { newwindow: ev.target.checked })} />
                      <span>{t('field.newWindow')}</span>
                    </label>
                  )}
                </div>
                <RowButtons n={n} count={elements.length} what={e.name || t(`attachment.${e.type}`)} onMove={(by) => update((all) => swap(all, i, by))} onRemove={() => update((all) => all.filter((_, j) => j !== i))} />
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id={`${base}-elements-error`} text={error('elements')} />
      <button type="button" className="button button-small" onClick={() => update((all) => [...all, { key: nextKey(), name: '', type: 'document', fileId: null, url: '', value: '', youtube: false, newwindow: true }])}>
        {t('addAttachment')}
      </button>
    </>
  );
}
