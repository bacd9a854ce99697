/** What the app reads at start-up, before anyone is logged in: the product, the version rule, the theme and environment of the default event. Served by server/system/config-routes.ts. */
import { endpoint } from './define';
import { AppConfig } from '../config';

export const appConfig = endpoint({ method: 'GET', path: '/api/config', answer: AppConfig, access: { public: true } });
