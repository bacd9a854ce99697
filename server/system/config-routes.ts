/**
 * GET /api/config: what the app reads at start-up, before anyone is logged in: the product,
 * the version rule and the theme and environment of the default event.
 */
import type { FastifyPluginAsync } from 'fastify';
import { APP_ID, PRODUCT_NAME } from '../../src/domain/constants';
import { LANGUAGES } from '../../src/domain/language';
import { defaultEvent, eventInfo, eventInfoSchema } from '../events/events';

export const configRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/config',
    {
      config: { access: { public: true } },
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['appId', 'productName', 'languages', 'event', 'minClientVersion'],
            properties: {
              appId: { type: 'string' },
              productName: { type: 'string' },
              languages: { type: 'array', items: { type: 'string' } },
              minClientVersion: { type: ['string', 'null'] },
              event: { anyOf: [{ type: 'null' }, eventInfoSchema] },
            },
          },
        },
      },
    },
    async () => {
      const event = await defaultEvent(app.db);
      return {
        appId: APP_ID,
        productName: PRODUCT_NAME,
        languages: [...LANGUAGES],
        minClientVersion: app.settings.minClientVersion ?? null,
        event: event ? eventInfo(event) : null,
      };
    },
  );
};
