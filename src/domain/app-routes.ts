/**
 * The app's addresses (react-router patterns), by the id of their route in the app's route table:
 * src/app/routes.ts takes every path from here, and the server shares them. It answers the app
 * shell for any GET under one of them whatever the client accepts (a link checker or a mail
 * preview following a mailed /agenda/… link), and its request log masks their secret parameters.
 */
export const APP_PATHS = {
  login: '/login',
  'finalize-login': '/login/:mode/:metaID/:verifier/:inviteCode?',
  'request-login': '/request-login',
  'staff-link': '/staff/:visitorID/:verifier',
  'partner-link': '/partner/:partnerID/:verifier/:inviteCode?',
  'scan-link': '/scan/:licenseCode/:verifier',
  'token-link': '/token/:token',
  'lite-scan': '/lite/:licenseCode',
  root: '/',
  dashboard: '/dashboard',
  home: '/home',
  manual: '/manual/:id?',
  tasks: '/tasks',
  users: '/users',
  'users-list': '/users/list',
  'users-shop': '/users/shop',
  'users-detail': '/users/:userId',
  guests: '/guests',
  'guests-registrants': '/guests/registrants',
  'guests-links': '/guests/links',
  'guests-form': '/guests/form',
  'guests-codes': '/guests/codes',
  questions: '/questions',
  contents: '/contents',
  'follow-up': '/follow-up',
  'contents-detail': '/contents/:type/:contentID?',
  orders: '/orders/:paymentState?',
  agenda: '/agenda/:conversationID?',
  'meeting-room': '/agenda/:conversationID/room',
  'agenda-settings': '/agenda/settings',
  'agenda-settings-onsite': '/agenda/settings/onsitemeetingavailability',
  'agenda-settings-online': '/agenda/settings/onlinemeetingavailability',
  attendees: '/attendees',
  messages: '/messages/:conversationID?',
  notifications: '/notifications',
  connections: '/connections',
  leads: '/leads',
  'connections-list': '/connections/list',
  'connection-detail': '/connections/:metaID',
  'connection-details': '/connections/:metaID/details',
  'connection-stage': '/connections/:metaID/stage',
  'connection-questions': '/connections/:metaID/questions',
  'connection-registration-questions': '/connections/:metaID/registration-questions',
  'connection-notes': '/connections/:metaID/notes',
  'connection-content': '/connections/:metaID/content',
  'connection-content-detail': '/connections/:metaID/content/:type/:contentID',
  audit: '/audit',
  'api-access': '/api-access',
  'user-support': '/user-support',
  more: '/more',
  settings: '/settings',
  licence: '/license',
  'organiser-login': '/organiser/login',
  'organiser-link': '/organiser/login/:organiserID/:verifier',
  organiser: '/organiser',
  'organiser-events': '/organiser/events',
  'organiser-event-new': '/organiser/events/new',
  'organiser-event': '/organiser/events/:eventId',
  'organiser-visitors': '/organiser/events/:eventId/visitors',
  'organiser-organisers': '/organiser/organisers',
  'organiser-api-keys': '/organiser/api-keys',
  'organiser-shop': '/organiser/events/:eventId/shop',
  'organiser-programme': '/organiser/events/:eventId/programme',
  'organiser-tasks': '/organiser/events/:eventId/tasks',
  'organiser-exhibitors': '/organiser/events/:eventId/exhibitors',
  'organiser-exhibitor-import': '/organiser/events/:eventId/exhibitors/import',
  'organiser-exhibitor-new': '/organiser/events/:eventId/exhibitors/new',
  'organiser-exhibitor': '/organiser/events/:eventId/exhibitors/:partnerId',
} as const;

export type AppRouteId = keyof typeof APP_PATHS;

/**
 * Parameters of addresses that are bearer secrets, in the app's paths and the server's alike: a
 * login link's verifier and invite code, a token link's or a mailed page's token, a licence code
 * (enough, on its own, to scan with a lite licence). The request log never shows them.
 */
export const SECRET_PARAMS: readonly string[] = ['verifier', 'inviteCode', 'token', 'licenseCode'];

/** One segment of a path pattern: fixed text, or a parameter (optional with a trailing '?'). */
export type PatternSegment = { text: string } | { param: string; optional: boolean } | { splat: true };

export function patternSegments(pattern: string): PatternSegment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((s) => (s === '*' ? { splat: true as const } : s.startsWith(':') ? { param: s.replace(/^:|\?$/g, ''), optional: s.endsWith('?') } : { text: s }));
}

/**
 * Whether a decoded pathname is one of the app's addresses, as react-router matches them: case
 * does not matter, a trailing slash is allowed, a parameter is one non-empty segment, an optional
 * one may be left out.
 */
export function isAppPath(pathname: string): boolean {
  return APP_PATTERNS.some((re) => re.test(pathname));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternOf = (pattern: string): RegExp => {
  const body = patternSegments(pattern)
    .map((s) => ('text' in s ? `/${escapeRegExp(s.text)}` : 'param' in s ? (s.optional ? '(?:/[^/]+)?' : '/[^/]+') : '(?:/.*)?'))
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
};

const APP_PATTERNS: readonly RegExp[] = Object.values(APP_PATHS).map(patternOf);

/**
 * Routes by how react-router ranks them: more fixed segments first (/agenda/settings before
 * /agenda/:conversationID?), then fewer parameters.
 */
const RANKED_ROUTES = (Object.entries(APP_PATHS) as Array<[AppRouteId, string]>)
  .map(([id, pattern]) => {
    const segments = patternSegments(pattern);
    return { id, re: patternOf(pattern), fixed: segments.filter((s) => 'text' in s).length, params: segments.length };
  })
  .sort((a, b) => b.fixed - a.fixed || a.params - b.params);

/** The route a decoded pathname opens, as react-router would choose it; null when none. */
export function appRouteOf(pathname: string): AppRouteId | null {
  return RANKED_ROUTES.find((r) => r.re.test(pathname))?.id ?? null;
}
