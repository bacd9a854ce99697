/**
 * Resumable uploads of note media (tus 1.0, served by @tus/server) and reading media back.
 *
 * POST /api/uploads creates an upload named `<partner>.<client uuid>` (the uuid the note that
 * attaches it already carries, so the note can be written offline before any byte is sent);
 * HEAD and PATCH continue it from the server's offset, so a cut connection or a closed app
 * resumes where it stopped. Only the exhibitor's own sessions may touch its uploads. A finished
 * upload that is not an allowed photo, audio file or document, by content, is deleted and refused.
 * GET /api/media/:id streams an attached file to those who may see its connection.
 */
import fs from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Server } from '@tus/server';
import { sql } from 'kysely';
import { callerOf, type Access } from '../auth/access';
import { rowVisibleTo, scannerKey, visibleTo } from '../connections/visibility';
import { MediaStore } from './store';
import type { UploadKind } from './claims';
import { UPLOAD_MAX_BYTES, UPLOAD_QUOTA_BYTES_PER_DAY } from '../../src/domain/limits';
import { MediaParams, UPLOAD_PATH, validateMedia } from '../../src/domain/media';
import { jsonSchema } from '../schemas';
import { CONTENT_FILE_TYPES, CONTENT_UPLOAD_PATH, validateContentFile } from '../../src/domain/content';
import { CONTENT_ADMIN } from '../../src/domain/access';

const ACCESS = { modes: ['partner', 'staff', 'scan'] as const, setting: 'connections' as const };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** tus Upload-Metadata: comma-separated `key base64value` pairs. */
function uploadMetadata(header: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of String(header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

/** What one resumable-upload endpoint takes: who may use it, and which files it keeps. */
export interface UploadEndpoint {
  path: string;
  access: Access;
  /** Whose owner table holds what is uploaded here (claims.ts): without one the files would be removed a day later. */
  claimedBy: UploadKind;
  /** Before any byte: the size and the type the client claims; the key of a refusal, or null. */
  check(file: { size: number; type: string }): string | null;
  /** When the last byte arrived: whether the file, by its content, may stay. */
  accept(id: string): Promise<boolean>;
}

/**
 * A tus endpoint at `endpoint.path`: uploads named `<partner>.<client uuid>` under the caller's
 * exhibitor, counted against the person's daily quota, continued only by their own exhibitor.
 */
export async function registerUploadEndpoint(app: FastifyInstance, store: MediaStore, endpoint: UploadEndpoint): Promise<void> {
  const exhibitor = new AsyncLocalStorage<{ partnerId: string; uploader: string; id?: string }>();
  const tus = new Server({
    path: endpoint.path,
    datastore: store.datastore,
    maxSize: UPLOAD_MAX_BYTES - 1,
    relativeLocation: true,
    // The id is the `:id` the route matched and checked belongs to the caller (set below), never
    // tus' own reading of the raw URL, which another spelling of the path would change.
    getFileIdFromRequest: () => exhibitor.getStore()?.id,
    respectForwardedHeaders: false,
    // The client's uuid (the note already carries it) under the caller's exhibitor.
    namingFunction: (_req, metadata) => {
      const partnerId = exhibitor.getStore()?.partnerId;
      const uuid = metadata?.id ?? '';
      if (!partnerId || !UUID.test(uuid)) throw { status_code: 400, body: JSON.stringify({ error: 'upload.id' }) };
      return `${partnerId}.${uuid}`;
    },
    async onUploadCreate(_req, upload) {
      const problem = endpoint.check({ size: upload.size ?? 0, type: upload.metadata?.filetype ?? '' });
      if (problem) throw { status_code: problem === 'upload.type' ? 415 : 400, body: JSON.stringify({ error: problem }) };
      const who = exhibitor.getStore()!;
      // Each person's daily quota: beyond it the upload waits on the device (this answer is not a
      // refusal of the file: the app tries again later) and nothing is lost.
      const since = new Date(Date.now() - 86_400_000);
      const used = await app.db.selectFrom('uploads').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes')).where('uploader', '=', who.uploader).where('created_at', '>', since).executeTakeFirst();
      if (Number(used?.bytes ?? 0) + (upload.size ?? 0) > UPLOAD_QUOTA_BYTES_PER_DAY) throw { status_code: 429, body: JSON.stringify({ error: 'uploadQuotaReached' }) };
      await app.db.insertInto('uploads').values({ id: upload.id, partner_id: who.partnerId, uploader: who.uploader, size: upload.size ?? 0 }).onConflict((oc) => oc.column('id').doNothing()).execute();
      return {};
    },
    async onUploadFinish(_req, upload) {
      if (!(await endpoint.accept(upload.id))) {
        await store.remove(upload.id);
        throw { status_code: 415, body: JSON.stringify({ error: 'upload.type' }) };
      }
      return {};
    },
  });

  /** `id`: the upload the route checked (HEAD and PATCH); none when creating one. */
  const hand = async (req: FastifyRequest, reply: FastifyReply, id?: string) => {
    reply.hijack();
    const caller = callerOf(req);
    await exhibitor.run({ partnerId: caller.partner!.id, uploader: scannerKey(caller), id }, () => tus.handle(req.raw, reply.raw));
  };

  // Creating is idempotent: an upload that exists already (the app lost its address, or another
  // session names the same uuid) is never replaced. The client gets its address back and
  // continues from the server's offset (its first PATCH at 0 is refused with 409; tus clients
  // then ask with HEAD). A different length under the same name is refused.
  app.post(endpoint.path, { config: { access: endpoint.access } }, async (req, reply) => {
    const uuid = uploadMetadata(req.headers['upload-metadata']).id ?? '';
    const id = `${callerOf(req).partner!.id}.${uuid}`;
    const existing = UUID.test(uuid) ? await store.datastore.getUpload(id).catch(() => null) : null;
    if (!existing) return hand(req, reply);
    if (String(existing.size ?? '') !== String(req.headers['upload-length'] ?? '')) return reply.status(409).send({ error: 'upload.exists' });
    return reply.status(201).header('tus-resumable', '1.0.0').header('location', `${endpoint.path}/${id}`).send();
  });

  const own = { config: { access: endpoint.access }, schema: { params: jsonSchema(MediaParams) } };
  const continueUpload = async (req: FastifyRequest<{ Params: MediaParams }>, reply: FastifyReply) => {
    const { id } = req.params;
    if (!MediaStore.belongsTo(id, callerOf(req).partner!.id)) return reply.status(404).send({ error: 'notFound' });
    return hand(req, reply, id);
  };
  app.route({ method: 'HEAD', url: `${endpoint.path}/:id`, ...own, handler: continueUpload });
  app.patch(`${endpoint.path}/:id`, own, continueUpload);
}

export function uploadRoutes(store: MediaStore): FastifyPluginAsync {
  return async (app) => {
    // tus reads the body itself: leave the stream as it is.
    app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null, undefined));

    await registerUploadEndpoint(app, store, {
      path: UPLOAD_PATH,
      claimedBy: 'note',
      // A device whose licence seat was released still sends the files its notes name.
      access: { ...ACCESS, releasedSeat: true },
      check: validateMedia,
      accept: async (id) => !!(await store.inspect(id)),
    });
    await registerUploadEndpoint(app, store, {
      path: CONTENT_UPLOAD_PATH,
      claimedBy: 'content',
      access: CONTENT_ADMIN,
      check: validateContentFile,
      accept: async (id) => {
        const file = await store.sniff(id);
        return !!file && !!CONTENT_FILE_TYPES[file.mediaType];
      },
    });

    const own = { config: { access: ACCESS }, schema: { params: jsonSchema(MediaParams) } };
    app.get<{ Params: MediaParams }>('/api/media/:id', own, async (req, reply) => {
      const caller = callerOf(req);
      const { id } = req.params;
      const row = (
        await sql<{ kind: string; media_type: string; size: number; storage_key: string }>`
          select m.kind, m.media_type, m.size, m.storage_key from media m join connections c on c.id = m.connection_id
          left join connection_notes x on x.id = m.note_id
          where m.id = ${id} and c.partner_id = ${caller.partner!.id} and ${visibleTo(caller)}
            and (m.note_id is null or ${rowVisibleTo(caller)})`.execute(app.db)
      ).rows[0];
      if (!row) return reply.status(404).send({ error: 'notFound' });
      reply.header('content-type', row.media_type).header('content-length', String(row.size)).header('cache-control', 'private, max-age=31536000, immutable');
      // Documents (XML, spreadsheets) are saved, never shown by the browser as a page.
      if (row.kind === 'document') reply.header('content-disposition', 'attachment').header('x-content-type-options', 'nosniff');
      return reply.send(fs.createReadStream(store.filePath(row.storage_key)));
    });
  };
}
