/**
 * POST /api/session/native-link: a single-use link, valid ten minutes, that logs the native shell
 * in as the calling person. 'Switch to native app' hands it to the shell through its custom
 * scheme: a staff member's or an administrator's own kind of link, so the work goes on in the app
 * as in the browser (the shell's login says it is embedded). A native session's link (what the
 * licence page, /license, shows as the QR code that moves the licence to another phone) opens
 * /login/native/…, which only the shell can complete (the server answers nativeRequired without
 * the shell's header).
 */
import type { FastifyPluginAsync } from 'fastify';
import { NATIVE_LINK_MINUTES, NativeLinkAnswer } from '../../src/domain/native';
import { callerOf } from '../auth/access';
import { errorResponses, jsonSchema, typed } from '../schemas';
import { mintLoginLink } from './login-links';

export const nativeLinkRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  app.post(
    '/api/session/native-link',
    {
      config: { access: { modes: ['partner', 'staff', 'native'], people: true } },
      schema: { response: { ...errorResponses, 200: jsonSchema(NativeLinkAnswer) } },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const { user } = caller;
      // An administrator's partner link without a person behind it has no one to log in.
      if (!user) return reply.status(403).send({ error: 'noPermission' });
      const expiresAt = new Date(Date.now() + NATIVE_LINK_MINUTES * 60_000);
      if (caller.mode === 'partner' && caller.partner) {
        const url = await mintLoginLink(app.db, app.settings.publicUrl, { mode: 'partner', subject: caller.partner.id, expiresAt, singleUse: true, userId: user.id });
        return { url, expiresAt: expiresAt.toISOString() };
      }
      const staffLink = await mintLoginLink(app.db, app.settings.publicUrl, { mode: 'staff', subject: user.id, expiresAt, singleUse: true, userId: user.id });
      // Staff keep capturing in the app: their own link. A native session's next one stays native.
      const url = caller.mode === 'native' ? staffLink.replace(`${app.settings.publicUrl}/staff/`, `${app.settings.publicUrl}/login/native/`) : staffLink;
      return { url, expiresAt: expiresAt.toISOString() };
    },
  );
};
