/**
 * POST /api/session/native-link: a single-use link, valid ten minutes, that logs the native shell
 * in as the calling person (native mode). 'Switch to native app' hands it to the shell through
 * its custom scheme; the licence page (/license) shows it as the QR code that moves the licence to
 * another phone. The link opens /login/native/…, which only the shell can complete (the server
 * answers nativeRequired without the shell's header).
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
      const user = callerOf(req).user;
      // An administrator's partner link without a person behind it has no one to log in.
      if (!user) return reply.status(403).send({ error: 'noPermission' });
      const expiresAt = new Date(Date.now() + NATIVE_LINK_MINUTES * 60_000);
      const staffLink = await mintLoginLink(app.db, app.settings.publicUrl, { mode: 'staff', subject: user.id, expiresAt, singleUse: true, userId: user.id });
      const url = staffLink.replace(`${app.settings.publicUrl}/staff/`, `${app.settings.publicUrl}/login/native/`);
      return { url, expiresAt: expiresAt.toISOString() };
    },
  );
};
