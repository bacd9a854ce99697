/**
 * Content an exhibitor shares with visitors (SPEC section 3, content container): its company
 * profile and products. A connection's content tab lists them; staff mark what to share with
 * that visitor, and the follow-up sends it. Managing the content itself is the content area's.
 */
import * as v from 'valibot';
import { UPLOAD_MAX_BYTES } from './limits';

/** Content info types of SPEC section 3; also the :type of content/:type/:contentID. */
export const CONTENT_TYPES = ['partner', 'profile', 'product'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Link types of SPEC section 3. */
export const CONTENT_LINK_TYPES = ['address', 'facebook', 'instagram', 'linkedin', 'mastodon', 'person', 'pinterest', 'twitter', 'url'] as const;
export type ContentLinkType = (typeof CONTENT_LINK_TYPES)[number];

export const ContentLink = v.object({ type: v.picklist(CONTENT_LINK_TYPES), name: v.string(), url: v.string() });
export type ContentLink = v.InferOutput<typeof ContentLink>;

/** GET /api/contents: one item of the exhibitor's content, as the app keeps it offline. */
export const ContentItem = v.object({
  id: v.string(),
  type: v.picklist(CONTENT_TYPES),
  name: v.string(),
  summary: v.nullable(v.string()),
  description: v.nullable(v.string()),
  labels: v.array(v.string()),
  links: v.array(ContentLink),
  /** Visible to every visitor of the event (not only those it is shared with). */
  public: v.boolean(),
  /** The item's page, which visitors open without logging in (also the follow-up's link). */
  pageUrl: v.optional(v.string()),
  logoUrl: v.optional(v.nullable(v.string())),
  /** Its attachments: a file's or a stream's address, or a text value. */
  attachments: v.optional(v.array(v.object({ name: v.string(), type: v.string(), url: v.string(), value: v.string() }))),
});
export type ContentItem = v.InferOutput<typeof ContentItem>;

export const ContentsResponse = v.object({ contents: v.array(ContentItem) });
export type ContentsResponse = v.InferOutput<typeof ContentsResponse>;

/** The key of a connection's share of one content item (local table and server row). */
export function sharedContentKey(connectionId: string, contentId: string): string {
  return `${connectionId}|${contentId}`;
}

/** Only web links open from the app; anything else (javascript:, data:) is shown as text. */
export function safeLinkUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' || parsed.protocol === 'mailto:' || parsed.protocol === 'tel:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Whether the staff chose to share a content item with a connection's visitor, on the wire. */
export const SharedContentRow = v.object({
  connectionId: v.string(),
  contentId: v.string(),
  shared: v.boolean(),
  updatedByName: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type SharedContentRow = v.InferOutput<typeof SharedContentRow>;

// ---------------------------------------------------------------------------------------------
// The content editor (#13): what an administrator sends, checked alike by the app and the server
// (SPEC section 5: names and summaries at most 100 characters, a generic text value at most 100,
// each attachment type with its own 'required' message).

/** Attachment (content element) types of SPEC section 3. */
export const ATTACHMENT_TYPES = ['audio', 'document', 'file', 'image', 'stream', 'text', 'url', 'video'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** The attachment types that carry an uploaded file; stream and url carry an address, text a value. */
export const FILE_ATTACHMENT_TYPES = ['audio', 'document', 'file', 'image', 'video'] as const satisfies readonly AttachmentType[];
export const STREAM_TYPES = ['youtube'] as const;

/** Files an exhibitor may attach, by the type their content shows, and the attachment types each may be. */
export const CONTENT_FILE_TYPES: Record<string, readonly AttachmentType[]> = {
  'image/jpeg': ['image', 'file'],
  'image/png': ['image', 'file'],
  'image/gif': ['image', 'file'],
  'audio/mpeg': ['audio', 'file'],
  'audio/wav': ['audio', 'file'],
  'audio/vnd.wave': ['audio', 'file'],
  'audio/x-wav': ['audio', 'file'],
  'video/mp4': ['video', 'file'],
  'video/webm': ['video', 'file'],
  'application/pdf': ['document', 'file'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['document', 'file'],
  // Excel 97-2003 (told apart from other compound files by the server: see MediaStore.sniff).
  'application/vnd.ms-excel': ['document', 'file'],
  'application/xml': ['document', 'file'],
  'text/xml': ['document', 'file'],
};
/** What a file input offers for each attachment type, and for banner and logo. */
export function acceptFor(type: AttachmentType | 'banner' | 'logo'): string {
  const kind = type === 'banner' || type === 'logo' ? 'image' : type;
  return Object.entries(CONTENT_FILE_TYPES)
    .filter(([mime, kinds]) => kinds.includes(kind) && !mime.includes('vnd.wave') && !mime.includes('x-wav'))
    .map(([mime]) => mime)
    .join(',');
}
/** Whether a file of `mime` may be an attachment of `type` (banner and logo are images). */
export function fileFits(mime: string, type: AttachmentType | 'banner' | 'logo'): boolean {
  const kinds = CONTENT_FILE_TYPES[mime.split(';')[0]!.trim().toLowerCase()];
  return !!kinds && kinds.includes(type === 'banner' || type === 'logo' ? 'image' : type);
}

/** Where the editor's files go (tus, resumable, like notes' media); an item's save claims them. */
export const CONTENT_UPLOAD_PATH = '/api/contents/uploads';

/** A file for content, before upload: not empty, under 100 MB, of a type content may hold (SPEC section 5). */
export function validateContentFile(file: { size: number; type: string }): 'upload.empty' | 'upload.tooLarge' | 'upload.type' | null {
  if (!(file.size > 0)) return 'upload.empty';
  if (file.size >= UPLOAD_MAX_BYTES) return 'upload.tooLarge';
  return CONTENT_FILE_TYPES[file.type.split(';')[0]!.trim().toLowerCase()] ? null : 'upload.type';
}

export const CONTENT_TEXT_MAX = 100;
export const CONTENT_DESCRIPTION_MAX = 5000;
export const CONTENT_LABEL_MAX = 40;
export const CONTENT_LABELS_MAX = 20;
export const CONTENT_LINKS_MAX = 20;
export const CONTENT_ELEMENTS_MAX = 30;

const trimmed = (max: number, tooLong: string) => v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong));
const optionalText = (max: number, tooLong: string) => v.optional(trimmed(max, tooLong), '');
const webUrl = (message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(2000, message),
    v.check((s) => {
      try {
        const u = new URL(s);
        return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname;
      } catch {
        return false;
      }
    }, message),
  );
const fileRef = v.pipe(v.string(), v.maxLength(200), v.regex(/^[\w-]+\.[0-9a-f-]{36}$/, 'content.fileMissing'));

/** A content element (attachment): its name and, by its type, a file, an address or a text value. */
export const ContentElementInput = v.pipe(
  v.strictObject({
    /** A kept element (its id is stable for links); absent for a new one. */
    id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'content.elementNameRequired'), v.maxLength(CONTENT_TEXT_MAX, 'content.textTooLong')),
    type: v.picklist(ATTACHMENT_TYPES, 'content.attachmentTypeInvalid'),
    fileId: v.optional(v.nullable(fileRef), null),
    url: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'content.urlInvalid')), ''),
    value: optionalText(CONTENT_TEXT_MAX, 'content.textTooLong'),
    streamtype: v.optional(v.nullable(v.picklist(STREAM_TYPES, 'content.streamTypeInvalid')), null),
    newwindow: v.optional(v.boolean(), true),
  }),
  // Each attachment type has its own 'required' message (SPEC section 5).
  v.forward(
    v.check((e) => !(FILE_ATTACHMENT_TYPES as readonly string[]).includes(e.type) || !!e.fileId, 'content.attachment.fileRequired'),
    ['fileId'],
  ),
  v.forward(
    v.check((e) => (e.type !== 'url' && e.type !== 'stream') || e.url !== '', 'content.attachment.urlRequired'),
    ['url'],
  ),
  v.forward(
    v.check((e) => (e.type !== 'url' && e.type !== 'stream') || e.url === '' || v.is(webUrl('x'), e.url), 'content.urlInvalid'),
    ['url'],
  ),
  v.forward(
    v.check((e) => e.type !== 'stream' || e.streamtype !== 'youtube' || e.url === '' || isYouTubeUrl(e.url), 'content.youtubeInvalid'),
    ['url'],
  ),
  v.forward(
    v.check((e) => e.type !== 'text' || e.value !== '', 'content.attachment.textRequired'),
    ['value'],
  ),
);
export type ContentElementInput = v.InferOutput<typeof ContentElementInput>;

export function isYouTubeUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^(www|m)\./, '');
    return host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com';
  } catch {
    return false;
  }
}

export const ContentLinkInput = v.strictObject({
  type: v.picklist(CONTENT_LINK_TYPES, 'content.linkTypeInvalid'),
  name: optionalText(CONTENT_TEXT_MAX, 'content.textTooLong'),
  url: v.pipe(v.string(), v.trim(), v.minLength(1, 'content.linkUrlRequired'), webUrl('content.urlInvalid')),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const validDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const optionalDate = v.optional(v.nullable(v.pipe(v.string(), v.check(validDate, 'content.dateInvalid'))), null);
const optionalTime = v.optional(v.nullable(v.pipe(v.string(), v.regex(TIME, 'content.timeInvalid'))), null);

export const ContentContactInput = v.strictObject({
  name: optionalText(CONTENT_TEXT_MAX, 'content.textTooLong'),
  email: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(254, 'content.emailInvalid'),
      v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'content.emailInvalid'),
    ),
    '',
  ),
  phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, 'content.phoneInvalid'), v.regex(/^[+0-9 ()./-]*$/, 'content.phoneInvalid')), ''),
});
export type ContentContactInput = v.InferOutput<typeof ContentContactInput>;

/** A company profile entry or product, as the editor saves it (the type is the route's). */
export const ContentInput = v.pipe(
  v.strictObject({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'content.nameRequired'), v.maxLength(CONTENT_TEXT_MAX, 'content.textTooLong')),
    summary: optionalText(CONTENT_TEXT_MAX, 'content.textTooLong'),
    description: optionalText(CONTENT_DESCRIPTION_MAX, 'content.descriptionTooLong'),
    labels: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.trim(), v.minLength(1, 'content.labelEmpty'), v.maxLength(CONTENT_LABEL_MAX, 'content.labelTooLong'))),
        v.maxLength(CONTENT_LABELS_MAX, 'content.tooManyLabels'),
        v.check((l) => new Set(l.map((x) => x.toLowerCase())).size === l.length, 'content.labelTwice'),
      ),
      [],
    ),
    links: v.optional(v.pipe(v.array(ContentLinkInput), v.maxLength(CONTENT_LINKS_MAX, 'content.tooManyLinks')), []),
    elements: v.optional(v.pipe(v.array(ContentElementInput), v.maxLength(CONTENT_ELEMENTS_MAX, 'content.tooManyElements')), []),
    address: optionalText(300, 'content.addressTooLong'),
    contact: v.optional(ContentContactInput, { name: '', email: '', phone: '' }),
    startsOn: optionalDate,
    endsOn: optionalDate,
    opensAt: optionalTime,
    closesAt: optionalTime,
    bannerFileId: v.optional(v.nullable(fileRef), null),
    logoFileId: v.optional(v.nullable(fileRef), null),
    public: v.boolean(),
  }),
  v.forward(
    v.check((c) => !c.startsOn || !c.endsOn || c.startsOn <= c.endsOn, 'content.datesOrder'),
    ['endsOn'],
  ),
  v.forward(
    v.check((c) => !c.opensAt || !c.closesAt || c.opensAt < c.closesAt, 'content.timesOrder'),
    ['closesAt'],
  ),
);
export type ContentInput = v.InferOutput<typeof ContentInput>;

export const ContentOrderInput = v.strictObject({ ids: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(1000)) });

/** A stored element: the input's fields, with its id and, for a file, what the file is. */
export const ContentElement = v.object({
  id: v.string(),
  name: v.string(),
  type: v.picklist(ATTACHMENT_TYPES),
  fileId: v.nullable(v.string()),
  url: v.string(),
  value: v.string(),
  streamtype: v.nullable(v.picklist(STREAM_TYPES)),
  newwindow: v.boolean(),
});
export type ContentElement = v.InferOutput<typeof ContentElement>;

export const ContentFileInfo = v.object({
  id: v.string(),
  name: v.string(),
  mediaType: v.string(),
  size: v.number(),
  /** Where anyone with the page's address may fetch it. */
  url: v.string(),
});
export type ContentFileInfo = v.InferOutput<typeof ContentFileInfo>;

/** An item as the editor lists it: every field, where its page is, and how many visitors it was shared with. */
export const ManagedContent = v.object({
  id: v.string(),
  type: v.picklist(CONTENT_TYPES),
  name: v.string(),
  summary: v.string(),
  description: v.string(),
  labels: v.array(v.string()),
  links: v.array(ContentLink),
  elements: v.array(ContentElement),
  address: v.string(),
  contact: v.object({ name: v.string(), email: v.string(), phone: v.string() }),
  startsOn: v.nullable(v.string()),
  endsOn: v.nullable(v.string()),
  opensAt: v.nullable(v.string()),
  closesAt: v.nullable(v.string()),
  bannerFileId: v.nullable(v.string()),
  logoFileId: v.nullable(v.string()),
  public: v.boolean(),
  /** The page visitors open (the QR code's address). */
  pageUrl: v.string(),
  files: v.array(ContentFileInfo),
  sharedWith: v.number(),
  updatedAt: v.string(),
});
export type ManagedContent = v.InferOutput<typeof ManagedContent>;

export const ManagedContents = v.object({
  contents: v.array(ManagedContent),
  /** The organiser's product limit for this event. */
  productLimit: v.number(),
});
export type ManagedContents = v.InferOutput<typeof ManagedContents>;

/** The path of an item's page, from its share key (the QR code URL is the app's address and this). */
export function contentPagePath(shareKey: string): string {
  return `/p/${shareKey}`;
}
export function contentFilePath(shareKey: string, fileId: string): string {
  return `/p/${shareKey}/files/${encodeURIComponent(fileId)}`;
}
