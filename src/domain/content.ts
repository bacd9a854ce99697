/**
 * Content an exhibitor shares with visitors (SPEC section 3, content container): its company
 * profile and products. A connection's content tab lists them; staff mark what to share with
 * that visitor, and the follow-up sends it. Managing the content itself is the content area's.
 */
import * as v from 'valibot';

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
