/**
 * GET /api/contents: the exhibitor's content (company profile, products), for the connection
 * detail's content tab, where staff choose what to share with a visitor (also offline: the app
 * keeps the last copy). Only with the exhibitor's content setting on.
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { serve } from '../endpoints';
import { boothContents } from '../../src/domain/endpoints/contents';
import { contentFilePath, contentPagePath } from '../../src/domain/content';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  serve(app, boothContents, async (_, req) => {
    const partnerId = callerOf(req).partner!.id;
    const [rows, files] = await Promise.all([
      app.db
        .selectFrom('contents')
        .select(['id', 'type', 'name', 'summary', 'description', 'labels', 'links', 'public', 'share_key', 'elements', 'logo_file_id'])
        .where('partner_id', '=', partnerId)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      app.db.selectFrom('content_files').select(['id', 'content_id']).where('partner_id', '=', partnerId).execute(),
    ]);
    const base = app.settings.publicUrl;
    return {
      contents: rows.map(({ share_key, elements, logo_file_id, ...r }) => {
        const held = new Set(files.filter((f) => f.content_id === r.id).map((f) => f.id));
        const fileUrl = (id: string | null) => (id && held.has(id) ? contentFilePath(share_key, id) : null);
        return {
          ...r,
          links: r.links ?? [],
          pageUrl: `${base}${contentPagePath(share_key)}`,
          logoUrl: fileUrl(logo_file_id),
          attachments: (elements ?? []).map((e) => ({ name: e.name, type: e.type, url: e.fileId ? (fileUrl(e.fileId) ?? '') : e.url, value: e.value })),
        };
      }),
    };
  });
};
