/** An item's links in the editor (web page, social profiles, a person, an address), in the order visitors see them. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LINK_TYPES, CONTENT_TEXT_MAX, type ContentLinkType } from '../../domain/content';
import { nextKey, swap, type Draft } from './draft';
import { RowButtons, TextField } from './fields';

type LinkDraft = Draft['links'][number];

export function LinkList({ links, update, error }: { links: LinkDraft[]; update: (change: (links: LinkDraft[]) => LinkDraft[]) => void; error: (field: string) => string | null }) {
  const { t } = useTranslation('contents');
  const base = useId();
  const setLink = (i: number, patch: Partial<LinkDraft>) => update((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <>
      {links.length > 0 && (
        <ol className="element-list">
          {links.map((l, i) => (
            <li key={l.key} className="element-row">
              <div className="element-fields link-fields">
                <div className="field">
                  <label htmlFor={`${base}-ln-${l.key}-type`}>{t('field.linkType', { n: i + 1 })}</label>
                  <select id={`${base}-ln-${l.key}-type`} value={l.type} onChange={(ev) => setLink(i, { type: ev.target.value as ContentLinkType })}>
                    {CONTENT_LINK_TYPES.map((lt) => (
                      <option key={lt} value={lt}>
                        {t(`link.${lt}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <TextField id={`${base}-ln-${l.key}-name`} label={t('field.linkName', { n: i + 1 })} value={l.name} max={CONTENT_TEXT_MAX} error={error(`links.${i}.name`)} onChange={(name) => setLink(i, { name })} />
                <TextField id={`${base}-ln-${l.key}-url`} type="url" label={t('field.linkUrl', { n: i + 1 })} value={l.url} error={error(`links.${i}.url`)} onChange={(url) => setLink(i, { url })} placeholder="https://" />
              </div>
              <RowButtons n={i + 1} count={links.length} what={l.name || l.url || t(`link.${l.type}`)} onMove={(by) => update((all) => swap(all, i, by))} onRemove={() => update((all) => all.filter((_, j) => j !== i))} />
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="button button-small" onClick={() => update((all) => [...all, { key: nextKey(), type: 'url', name: '', url: '' }])}>
        {t('addLink')}
      </button>
    </>
  );
}
