/**
 * The content editor's working copy of an item: each list row with a key of its own (the rows move
 * and are removed), empty dates as '', and what the server takes made of it (`bodyOf`).
 */
import { FILE_ATTACHMENT_TYPES, type AttachmentType, type ContentLinkType, type ManagedContent } from '../../domain/content';

export interface ElementDraft {
  key: string;
  id?: string;
  name: string;
  type: AttachmentType;
  fileId: string | null;
  url: string;
  value: string;
  youtube: boolean;
  newwindow: boolean;
}
export interface Draft {
  name: string;
  summary: string;
  description: string;
  labels: string[];
  links: Array<{ key: string; type: ContentLinkType; name: string; url: string }>;
  elements: ElementDraft[];
  address: string;
  contact: { name: string; email: string; phone: string };
  startsOn: string;
  endsOn: string;
  opensAt: string;
  closesAt: string;
  bannerFileId: string | null;
  logoFileId: string | null;
  public: boolean;
}

let counter = 0;
export const nextKey = () => `k${++counter}`;

export function draftOf(item: ManagedContent | null): Draft {
  if (!item) {
    return { name: '', summary: '', description: '', labels: [], links: [], elements: [], address: '', contact: { name: '', email: '', phone: '' }, startsOn: '', endsOn: '', opensAt: '', closesAt: '', bannerFileId: null, logoFileId: null, public: true };
  }
  return {
    name: item.name,
    summary: item.summary,
    description: item.description,
    labels: [...item.labels],
    links: item.links.map((l) => ({ key: nextKey(), ...l })),
    elements: item.elements.map((e) => ({ key: nextKey(), id: e.id, name: e.name, type: e.type, fileId: e.fileId, url: e.url, value: e.value, youtube: e.streamtype === 'youtube', newwindow: e.newwindow })),
    address: item.address,
    contact: { ...item.contact },
    startsOn: item.startsOn ?? '',
    endsOn: item.endsOn ?? '',
    opensAt: item.opensAt ?? '',
    closesAt: item.closesAt ?? '',
    bannerFileId: item.bannerFileId,
    logoFileId: item.logoFileId,
    public: item.public,
  };
}

/** What the server takes: empty dates and times as null, each element with only its type's fields. */
export function bodyOf(d: Draft) {
  return {
    name: d.name,
    summary: d.summary,
    description: d.description,
    labels: d.labels,
    links: d.links.map(({ type, name, url }) => ({ type, name, url })),
    elements: d.elements.map((e) => ({
      ...(e.id ? { id: e.id } : {}),
      name: e.name,
      type: e.type,
      fileId: (FILE_ATTACHMENT_TYPES as readonly string[]).includes(e.type) ? e.fileId : null,
      url: e.type === 'url' || e.type === 'stream' ? e.url : '',
      value: e.type === 'text' ? e.value : '',
      streamtype: e.type === 'stream' && e.youtube ? ('youtube' as const) : null,
      newwindow: e.newwindow,
    })),
    address: d.address,
    contact: d.contact,
    startsOn: d.startsOn || null,
    endsOn: d.endsOn || null,
    opensAt: d.opensAt || null,
    closesAt: d.closesAt || null,
    bannerFileId: d.bannerFileId,
    logoFileId: d.logoFileId,
    public: d.public,
  };
}

/** The list with row `i` moved one place up (-1) or down (1). */
export function swap<T>(list: T[], i: number, by: -1 | 1): T[] {
  const out = [...list];
  const j = i + by;
  if (j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
