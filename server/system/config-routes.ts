/**
 * GET /api/config: what the app reads at start-up, before anyone is logged in: the product,
 * the version rule and the theme and environment of the default event.
 */
import type { FastifyPluginAsync } from 'fastify';
import { APP_ID, PRODUCT_NAME } from '../../src/domain/constants';
import { LANGUAGES } from '../../src/domain/language';
import { defaultEvent, eventInfo } from '../events/events';
import { serve } from '../endpoints';
import { appConfig } from '../../src/domain/endpoints/config';

export const configRoutes: FastifyPluginAsync = async (app) => {
  serve(app, appConfig, async () => {
    const event = await defaultEvent(app.db);
    return {
      appId: APP_ID,
      productName: PRODUCT_NAME,
      languages: [...LANGUAGES],
      minClientVersion: app.settings.minClientVersion ?? null,
      nativeApp: { minVersion: app.settings.nativeMinVersion ?? null, latestVersion: app.settings.nativeLatestVersion ?? null },
      supportEmail: app.settings.supportEmail ?? null,
      smsTwoFactor: app.messenger.smsGateway,
      event: event ? eventInfo(event) : null,
    };
  });
};
