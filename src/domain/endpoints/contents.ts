/**
 * The exhibitor's content (#13): the booth page, company profile entries and products. The booth's
 * devices read what staff share with visitors (offline from their last copy); its administrators
 * (content setting on) manage every field, the files and the order. Served by server/contents,
 * called by src/data (the booth's copy) and src/features/contents (the editor).
 */
import * as v from 'valibot';
import { endpoint } from './define';
import { CONTENT_ADMIN } from '../access';
import { CONTENT_TYPES, ContentInput, ContentOrderInput, ContentsResponse, ManagedContents } from '../content';

const ItemParams = v.strictObject({ contentId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/** The items as the connection detail's content tab shows them, with their pages' and files' addresses. */
export const boothContents = endpoint({ method: 'GET', path: '/api/contents', answer: ContentsResponse, access: { modes: ['partner', 'staff', 'scan'], setting: ['connections', 'content'] } });

/** Every item with every field, its files, how many visitors it was shared with, and the event's product limit. */
export const manageContents = endpoint({ method: 'GET', path: '/api/contents/manage', answer: ManagedContents, access: CONTENT_ADMIN });

/**
 * A new item of a type: products up to the organiser's limit ('productLimitReached' says it), one
 * booth page. Its files must be the caller's finished uploads no other item holds ('upload.claimed').
 */
export const addContent = endpoint({
  method: 'POST',
  path: '/api/contents/items',
  query: v.strictObject({ type: v.picklist(CONTENT_TYPES) }),
  body: ContentInput,
  answer: v.object({ id: v.string() }),
  status: 201,
  access: CONTENT_ADMIN,
  refusals: ['productLimitReached', 'boothPageExists', 'upload.claimed'],
  refusalBody: v.object({ limit: v.optional(v.number()) }),
});

/** Every field at once; a file the item no longer names is deleted with the save. */
export const changeContent = endpoint({
  method: 'PUT',
  path: '/api/contents/items/:contentId',
  params: ItemParams,
  body: ContentInput,
  answer: v.object({ id: v.string() }),
  access: CONTENT_ADMIN,
  refusals: ['upload.claimed'],
});

/** The item and its files; visitors it was shared with no longer see it. */
export const removeContent = endpoint({ method: 'DELETE', path: '/api/contents/items/:contentId', params: ItemParams, status: 204, access: CONTENT_ADMIN });

/** The whole list in its new order, each item once ('contentsChanged' when the list moved on meanwhile). */
export const orderContents = endpoint({ method: 'PUT', path: '/api/contents/order', body: ContentOrderInput, answer: v.object({ ids: v.array(v.string()) }), access: CONTENT_ADMIN, refusals: ['contentsChanged'] });
