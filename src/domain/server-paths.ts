/**
 * The paths the server answers itself, not the app: its API, the pages opened without the app, and
 * a little infrastructure. One declaration: the server's route table (which the authorization
 * matrix, the fuzz tests and the guard tests read) takes the API and these pages, the service
 * worker leaves all of them to the network instead of answering with the app, and the matrix test
 * fails when the server answers under a prefix not listed here.
 */

/** Pages opened without the app: content pages, terms, unsubscribe, checkout, calendar feeds, meeting pages, booking pages, registration pages. */
export const SERVER_PAGE_PREFIXES = ['p', 'terms', 'u', 'pay', 'calendar', 'm', 'book', 'r'] as const;

/** The API and the pages above: the routes every security test goes through. */
export const SERVER_ROUTE = new RegExp(`^/(api|${SERVER_PAGE_PREFIXES.join('|')})/`);

/** What else the server answers: its health check, the realtime (WAMP) endpoint, the development mailbox. */
export const SERVER_INFRASTRUCTURE = [/^\/health$/, /^\/notification/, /^\/dev\//];

/** Navigations the service worker must not answer with the app. */
export const NOT_THE_APP = [SERVER_ROUTE, ...SERVER_INFRASTRUCTURE];
