/**
 * API access (issue #17): an exhibitor's API accounts for its CRM, their address restriction and
 * webhooks. The rules here are shared by the server (server/api-access/) and the app's screens;
 * errors are 'apiAccess.*' keys (locales/<lang>/apiAccess.json).
 */
import * as v from 'valibot';
import ipaddr from 'ipaddr.js';

export const API_ACCOUNT_STATES = ['active', 'disabled'] as const;
export type ApiAccountState = (typeof API_ACCOUNT_STATES)[number];
export const IP_RESTRICTIONS = ['none', 'selection'] as const;
export type IpRestriction = (typeof IP_RESTRICTIONS)[number];
export const WEBHOOK_EVENTS = ['connection.created', 'connection.updated', 'connection.erased'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How long an access token lasts. */
export const API_TOKEN_SECONDS = 15 * 60;
/** At most this many addresses or ranges per account, webhooks per account, connections per page. */
export const MAX_ADDRESSES = 100;
export const MAX_WEBHOOKS = 10;
export const API_PAGE_DEFAULT = 100;
export const API_PAGE_MAX = 500;

/**
 * One entry of an address selection, written the canonical way ('10.0.0.0/8', '2001:db8::/32',
 * '192.0.2.7', '2001:db8::1'), or the error key why it is not one. A range must be written by its
 * network address ('10.0.0.5/8' is refused: it most likely means something else than it says).
 */
export function parseAddressEntry(input: string): { entry: string } | { error: string } {
  const text = input.trim();
  if (!text) return { error: 'apiAccess.addressInvalid' };
  if (text.includes('/')) {
    let range: [ipaddr.IPv4 | ipaddr.IPv6, number];
    try {
      range = ipaddr.parseCIDR(text);
    } catch {
      return { error: 'apiAccess.addressInvalid' };
    }
    const [address, bits] = range;
    const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(text) : ipaddr.IPv6.networkAddressFromCIDR(text);
    if (network.toString() !== address.toString()) return { error: 'apiAccess.rangeNotNetwork' };
    return { entry: `${address.toString()}/${bits}` };
  }
  // Only the usual forms: four decimal parts, or IPv6 (ipaddr.parse would also take '10.1' or octal parts).
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return { entry: ipaddr.IPv4.parse(text).toString() };
  if (ipaddr.IPv6.isValid(text) && text.includes(':')) return { entry: ipaddr.IPv6.parse(text).toString() };
  return { error: 'apiAccess.addressInvalid' };
}

/** Whether `ip` (as the server sees the caller; IPv4-mapped IPv6 counts as IPv4) lies in one of `entries`. */
export function addressAllowed(ip: string, entries: readonly string[]): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const caller = ipaddr.process(ip);
  for (const entry of entries) {
    try {
      if (entry.includes('/')) {
        const [network, bits] = ipaddr.parseCIDR(entry);
        if (network.kind() === caller.kind() && caller.match(network, bits)) return true;
      } else {
        const one = ipaddr.process(entry);
        if (one.kind() === caller.kind() && one.toNormalizedString() === caller.toNormalizedString()) return true;
      }
    } catch {
      // An entry that no longer parses allows nothing.
    }
  }
  return false;
}

const AddressEntry = v.pipe(
  v.string(),
  v.maxLength(100, 'apiAccess.addressInvalid'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseAddressEntry(dataset.value);
    if ('error' in parsed) {
      addIssue({ message: parsed.error });
      return NEVER;
    }
    return parsed.entry;
  }),
);

const AccountFields = {
  comments: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'apiAccess.commentsTooLong')), ''),
  ipRestriction: v.optional(v.picklist(IP_RESTRICTIONS, 'apiAccess.invalid'), 'none'),
  allowedAddresses: v.optional(v.pipe(v.array(AddressEntry, 'apiAccess.invalid'), v.maxLength(MAX_ADDRESSES, 'apiAccess.tooManyAddresses')), []),
};

/** A new account: comments and the address restriction (the client id and secret are made by the server). */
export const ApiAccountInput = v.pipe(
  v.strictObject(AccountFields),
  v.forward(
    v.check((a) => a.ipRestriction === 'none' || a.allowedAddresses.length > 0, 'apiAccess.addressesRequired'),
    ['allowedAddresses'],
  ),
);
/** A changed account: the same, and its state. */
export const ApiAccountUpdate = v.pipe(
  v.strictObject({ ...AccountFields, state: v.optional(v.picklist(API_ACCOUNT_STATES, 'apiAccess.invalid'), 'active') }),
  v.forward(
    v.check((a) => a.ipRestriction === 'none' || a.allowedAddresses.length > 0, 'apiAccess.addressesRequired'),
    ['allowedAddresses'],
  ),
);
export type ApiAccountInput = v.InferOutput<typeof ApiAccountInput>;
export type ApiAccountUpdate = v.InferOutput<typeof ApiAccountUpdate>;

/** Local addresses may be reached over plain http (development and tests); anything else needs https. */
function webhookUrlAllowed(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export const WebhookInput = v.strictObject({
  url: v.pipe(v.string(), v.trim(), v.minLength(1, 'apiAccess.urlRequired'), v.maxLength(2000, 'apiAccess.urlInvalid'), v.check(webhookUrlAllowed, 'apiAccess.urlInvalid')),
  events: v.pipe(
    v.array(v.picklist(WEBHOOK_EVENTS, 'apiAccess.invalid'), 'apiAccess.invalid'),
    v.minLength(1, 'apiAccess.eventsRequired'),
    v.transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e))),
  ),
});
export type WebhookInput = v.InferOutput<typeof WebhookInput>;

/** The first error of each field of a failed check, by field name ('' for the whole object). */
export function apiAccessErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path?.map((p) => String(p.key)) ?? [];
    // An entry of the address list is reported under the list, with its index ('allowedAddresses.2').
    const key = path.join('.');
    if (!(key in out)) out[key] = issue.message.startsWith('apiAccess.') ? issue.message : 'apiAccess.invalid';
  }
  return out;
}

/** An API account as the admin screen lists it (the secret itself is shown once, when made). */
export const WebhookInfo = v.object({
  id: v.string(),
  url: v.string(),
  events: v.array(v.picklist(WEBHOOK_EVENTS)),
  createdAt: v.string(),
  lastDelivery: v.nullable(v.object({ at: v.string(), event: v.nullable(v.string()), status: v.nullable(v.number()), error: v.nullable(v.string()) })),
});
export type WebhookInfo = v.InferOutput<typeof WebhookInfo>;

export const ApiAccountInfo = v.object({
  id: v.string(),
  clientId: v.string(),
  secretPrefix: v.string(),
  comments: v.string(),
  state: v.picklist(API_ACCOUNT_STATES),
  ipRestriction: v.picklist(IP_RESTRICTIONS),
  allowedAddresses: v.array(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  webhooks: v.array(WebhookInfo),
});
export type ApiAccountInfo = v.InferOutput<typeof ApiAccountInfo>;

/** The signature header's value for a delivery: `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` (computed on the server). */
export const SIGNATURE_HEADER = 'X-Leadstand-Signature';
export const TIMESTAMP_HEADER = 'X-Leadstand-Timestamp';
