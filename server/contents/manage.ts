/**
 * The exhibitor's content editor (#13), for its administrators with the content setting on: the
 * booth page (type partner, at most one), company profile entries and products, with every field
 * of SPEC section 3's content container. Files (attachments, banner, logo) arrive first through
 * the resumable upload at CONTENT_UPLOAD_PATH; saving an item claims them, checked again by their
 * content, and a file the item no longer names is deleted with it. The event's product limit is
 * counted with the exhibitor's row locked, so requests at the same moment cannot pass it together
 * ('productLimitReached'). A refused save changes nothing. Devices get the new list at their next
 * sync (GET /api/contents), and each item's page is public at once (public.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/contents';
import { newId } from '../security';
import { MediaStore } from '../media/store';
import {
  CONTENT_FILE_TYPES,
  FILE_ATTACHMENT_TYPES,
  contentFilePath,
  contentPagePath,
  fileFits,
  type ContentElement,
  type ContentInput,
  type ManagedContent,
} from '../../src/domain/content';
import type { Caller } from '../auth/caller';
import { claimableBy, claimsOf, isClaimConflict, removeUnheld, UPLOAD_CLAIMED, UPLOAD_NOT_YOURS } from '../media/claims';

/**
 * The files `input` names, claimed for item `contentId`: each must be a finished upload of this
 * exhibitor, not another item's, and of a type its place takes (refused otherwise, which rolls the
 * transaction back). Returns the ids of files the item held and no longer names (to delete after the commit).
 */
async function claimFiles(tx: Transaction<DB>, store: MediaStore, caller: Caller, contentId: string, input: ContentInput): Promise<string[]> {
  const partnerId = caller.partner!.id;
  const wanted: Array<{ id: string; place: Parameters<typeof fileFits>[1]; field: string; name: string }> = [];
  input.elements.forEach((e, i) => {
    if ((FILE_ATTACHMENT_TYPES as readonly string[]).includes(e.type) && e.fileId) wanted.push({ id: e.fileId, place: e.type, field: `elements.${i}.fileId`, name: e.name });
  });
  if (input.bannerFileId) wanted.push({ id: input.bannerFileId, place: 'banner', field: 'bannerFileId', name: 'banner' });
  if (input.logoFileId) wanted.push({ id: input.logoFileId, place: 'logo', field: 'logoFileId', name: 'logo' });

  const ids = wanted.map((w) => w.id);
  const held = await tx.selectFrom('content_files').select(['id', 'content_id', 'media_type']).where('partner_id', '=', partnerId).where('id', 'in', ids.length ? ids : ['']).execute();
  // One owner per upload: a file another item, a note or a task holds is not taken; and only who
  // uploaded a file claims it.
  const claims = await claimsOf(tx, ids);
  const claimable = await claimableBy(tx, caller, ids);
  const uploaded = new Set(ids.length ? (await tx.selectFrom('uploads').select('id').where('id', 'in', ids).execute()).map((u) => u.id) : []);
  const errors: Record<string, string> = {};
  const claim: Array<{ id: string; name: string; mediaType: string; size: number }> = [];
  for (const w of wanted) {
    const row = held.find((h) => h.id === w.id);
    if (row && row.content_id !== contentId) errors[w.field] = UPLOAD_CLAIMED;
    else if (row) {
      if (!fileFits(row.media_type, w.place)) errors[w.field] = 'content.fileWrongType';
    } else if (!MediaStore.belongsTo(w.id, partnerId)) errors[w.field] = 'content.fileMissing';
    else if (claims.has(w.id)) errors[w.field] = UPLOAD_CLAIMED;
    else if (!uploaded.has(w.id)) errors[w.field] = 'content.fileMissing';
    else if (!claimable.has(w.id)) errors[w.field] = UPLOAD_NOT_YOURS;
    else if (!claim.some((c) => c.id === w.id)) {
      const file = await store.sniff(w.id);
      if (!file || !CONTENT_FILE_TYPES[file.mediaType]) errors[w.field] = 'content.fileMissing';
      else if (!fileFits(file.mediaType, w.place)) errors[w.field] = 'content.fileWrongType';
      else {
        const upload = await store.datastore.getUpload(w.id).catch(() => null);
        claim.push({ id: w.id, name: String(upload?.metadata?.filename ?? w.name).slice(0, 200), mediaType: file.mediaType, size: file.size });
      }
    }
  }
  if (Object.values(errors).includes(UPLOAD_CLAIMED)) refused(409, { error: UPLOAD_CLAIMED, fields: errors });
  if (Object.keys(errors).length) refused(400, { error: 'invalid', fields: errors });
  if (claim.length) {
    await tx
      .insertInto('content_files')
      .values(claim.map((c) => ({ id: c.id, partner_id: partnerId, content_id: contentId, name: c.name, media_type: c.mediaType, size: c.size })))
      .execute();
  }
  const keep = wanted.map((w) => w.id);
  const gone = await tx
    .deleteFrom('content_files')
    .where('content_id', '=', contentId)
    .$if(keep.length > 0, (q) => q.where('id', 'not in', keep))
    .returning('id')
    .execute();
  return gone.map((g) => g.id);
}

/** Two saves claimed one upload at the same moment: the later one is refused as if it had seen the first. */
function claimConflict(err: unknown): never {
  if (isClaimConflict(err)) refused(409, UPLOAD_CLAIMED);
  throw err;
}

/** The columns an item's input sets, with new elements given ids. */
function columnsOf(input: ContentInput, before: ContentElement[] = []) {
  const known = new Set(before.map((e) => e.id));
  const elements: ContentElement[] = input.elements.map((e) => ({
    id: e.id && known.has(e.id) ? e.id : newId().slice(0, 12),
    name: e.name,
    type: e.type,
    fileId: (FILE_ATTACHMENT_TYPES as readonly string[]).includes(e.type) ? (e.fileId ?? null) : null,
    url: e.type === 'url' || e.type === 'stream' ? e.url : '',
    value: e.type === 'text' ? e.value : '',
    streamtype: e.type === 'stream' ? (e.streamtype ?? null) : null,
    newwindow: e.newwindow,
  }));
  return {
    name: input.name,
    summary: input.summary || null,
    description: input.description || null,
    labels: input.labels,
    links: JSON.stringify(input.links),
    elements: JSON.stringify(elements),
    address: input.address,
    contact: JSON.stringify(input.contact),
    starts_on: input.startsOn,
    ends_on: input.endsOn,
    opens_at: input.opensAt,
    closes_at: input.closesAt,
    banner_file_id: input.bannerFileId,
    logo_file_id: input.logoFileId,
    public: input.public,
    updated_at: new Date(),
  };
}

export const contentManageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  // A file goes from disk once no one holds it (an upload two owners held before claims existed stays).
  const removeFiles = (ids: string[]) => removeUnheld(app.db, app.media, ids);

  serve(app, endpoints.manageContents, async (_, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const [rows, files, shares] = await Promise.all([
      app.db.selectFrom('contents').selectAll().where('partner_id', '=', partnerId).orderBy('position').orderBy('id').execute(),
      app.db.selectFrom('content_files').selectAll().where('partner_id', '=', partnerId).orderBy('created_at').execute(),
      sql<{ content_id: string; count: number }>`
        select content_id, count(*)::int as count from connection_contents
        where partner_id = ${partnerId} and shared group by content_id`.execute(app.db),
    ]);
    const shared = new Map(shares.rows.map((r) => [r.content_id, r.count]));
    const base = app.settings.publicUrl;
    return {
      productLimit: caller.event.product_limit,
      contents: rows.map(
        (r): ManagedContent => ({
          id: r.id,
          type: r.type,
          name: r.name,
          summary: r.summary ?? '',
          description: r.description ?? '',
          labels: r.labels,
          links: r.links ?? [],
          elements: r.elements ?? [],
          address: r.address,
          contact: r.contact,
          startsOn: r.starts_on,
          endsOn: r.ends_on,
          opensAt: r.opens_at,
          closesAt: r.closes_at,
          bannerFileId: r.banner_file_id,
          logoFileId: r.logo_file_id,
          public: r.public,
          pageUrl: `${base}${contentPagePath(r.share_key)}`,
          files: files
            .filter((f) => f.content_id === r.id)
            .map((f) => ({ id: f.id, name: f.name, mediaType: f.media_type, size: f.size, url: contentFilePath(r.share_key, f.id) })),
          sharedWith: shared.get(r.id) ?? 0,
          updatedAt: r.updated_at.toISOString(),
        }),
      ),
    };
  });

  serve(app, endpoints.addContent, async ({ query: { type }, body }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const id = `${partnerId}-c-${newId().slice(0, 12)}`;
    await app.db
      .transaction()
      .execute(async (tx) => {
        // The exhibitor's row locked: two requests at the same moment count one after the other.
        await tx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().executeTakeFirstOrThrow();
        const count = Number((await tx.selectFrom('contents').select((eb) => eb.fn.countAll<string>().as('n')).where('partner_id', '=', partnerId).where('type', '=', type).executeTakeFirstOrThrow()).n);
        if (type === 'product' && count >= caller.event.product_limit) refused(409, { error: 'productLimitReached', limit: caller.event.product_limit });
        if (type === 'partner' && count >= 1) refused(409, 'boothPageExists');
        const position = Number((await tx.selectFrom('contents').select((eb) => eb.fn.max('position').as('p')).where('partner_id', '=', partnerId).executeTakeFirst())?.p ?? -1) + 1;
        await tx.insertInto('contents').values({ id, partner_id: partnerId, type, position, ...columnsOf(body) }).execute();
        await claimFiles(tx, app.media, caller, id, body);
      })
      .catch(claimConflict);
    app.changes.emit('partner', partnerId);
    return { id };
  });

  serve(app, endpoints.changeContent, async ({ params, body }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const removed = await app.db
      .transaction()
      .execute(async (tx) => {
        const row = await tx.selectFrom('contents').select(['id', 'elements']).where('id', '=', params.contentId).where('partner_id', '=', partnerId).forUpdate().executeTakeFirst();
        if (!row) return refused(404, 'notFound');
        await tx.updateTable('contents').set(columnsOf(body, row.elements ?? [])).where('id', '=', row.id).execute();
        // A refusal rolls the whole save back: what was saved before stays.
        return claimFiles(tx, app.media, caller, row.id, body);
      })
      .catch(claimConflict);
    await removeFiles(removed);
    app.changes.emit('partner', partnerId);
    return { id: params.contentId };
  });

  serve(app, endpoints.removeContent, async ({ params }, req) => {
    const partnerId = callerOf(req).partner!.id;
    const files = await app.db.transaction().execute(async (tx) => {
      const held = await tx.selectFrom('content_files').select('id').where('content_id', '=', params.contentId).where('partner_id', '=', partnerId).execute();
      const gone = await tx.deleteFrom('contents').where('id', '=', params.contentId).where('partner_id', '=', partnerId).executeTakeFirst();
      return Number(gone.numDeletedRows) === 1 ? held.map((f) => f.id) : refused(404, 'notFound');
    });
    await removeFiles(files);
    app.changes.emit('partner', partnerId);
  });

  serve(app, endpoints.orderContents, async ({ body: { ids } }, req) => {
    const partnerId = callerOf(req).partner!.id;
    const own = (await app.db.selectFrom('contents').select('id').where('partner_id', '=', partnerId).execute()).map((c) => c.id);
    // The whole list, each item once: anything else is a stale or foreign order.
    if (ids.length !== own.length || new Set(ids).size !== ids.length || ids.some((id) => !own.includes(id))) refused(409, 'contentsChanged');
    await app.db.transaction().execute(async (tx) => {
      for (const [position, id] of ids.entries()) await tx.updateTable('contents').set({ position }).where('id', '=', id).execute();
    });
    app.changes.emit('partner', partnerId);
    return { ids };
  });
};
