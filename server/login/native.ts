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
import { NATIVE_LINK_MINUTES } from '../../src/domain/native';
import { nativeLink } from '../../src/domain/endpoints/account';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import { mintLoginLink } from './login-links';

export const nativeLinkRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  serve(app, nativeLink, async (_, req) => {
    const caller = callerOf(req);
    // An administrator's partner link without a person behind it has no one to log in.
    const user = caller.user ?? refused(403, 'noPermission');
    const expiresAt = new Date(Date.now() + NATIVE_LINK_MINUTES * 60_000);
    if (caller.mode === 'partner' && caller.partner) {
      const url = await mintLoginLink(app.db, app.settings.publicUrl, { mode: 'partner', subject: caller.partner.id, expiresAt, singleUse: true, userId: user.id });
      return { url, expiresAt: expiresAt.toISOString() };
    }
    const staffLink = await mintLoginLink(app.db, app.settings.publicUrl, { mode: 'staff', subject: user.id, expiresAt, singleUse: true, userId: user.id });
    // Staff keep capturing in the app: their own link. A native session's next one stays native.
    const url = caller.mode === 'native' ? staffLink.replace(`${app.settings.publicUrl}/staff/`, `${app.settings.publicUrl}/login/native/`) : staffLink;
    return { url, expiresAt: expiresAt.toISOString() };
  });
};
