/** GET /api/config: what the app reads at start-up, before anyone is logged in. */
import * as v from 'valibot';
import { EventInfo } from './event';

export const AppConfig = v.object({
  appId: v.string(),
  productName: v.string(),
  languages: v.array(v.string()),
  minClientVersion: v.nullable(v.string()),
  /** The default event, whose theme the login page shows. */
  event: v.nullable(EventInfo),
});
export type AppConfig = v.InferOutput<typeof AppConfig>;
