/** GET /api/config: what the app reads at start-up, before anyone is logged in. */
import * as v from 'valibot';
import { EventInfo } from './event';
import { NativeAppVersions } from './native';

export const AppConfig = v.object({
  appId: v.string(),
  productName: v.string(),
  languages: v.array(v.string()),
  minClientVersion: v.nullable(v.string()),
  /** The native shell's minimum and latest versions (NATIVE_MIN_VERSION, NATIVE_LATEST_VERSION); absent from older servers. */
  nativeApp: v.optional(NativeAppVersions),
  /** Where 'Contact support' writes to (SUPPORT_EMAIL); absent from older servers, null when not set. */
  supportEmail: v.optional(v.nullable(v.string())),
  /** Whether SMS two-factor codes are offered (an SMS gateway is configured); absent from older servers: not offered. */
  smsTwoFactor: v.optional(v.boolean()),
  /** The default event, whose theme the login page shows. */
  event: v.nullable(EventInfo),
});
export type AppConfig = v.InferOutput<typeof AppConfig>;
