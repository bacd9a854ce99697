/**
 * The route table of SPEC section 2: every route, its guard, its place in the navigation drawer or
 * a tab bar, and its screen. Data: the router (router.tsx) builds the routes from it and hands it
 * to the guard (guard.ts, whose tests run over all of it) and, through RoutesContext, to screens.
 * Screens never import this file (it loads them); they use route-def.ts and route-context.tsx.
 *
 * `screen` loads the route's screen, each its own chunk: routes are registered once, here. Only a
 * route that redirects (an alias) has none.
 *
 * `precache: 'booth'` marks the screens a booth needs offline first: the build reads this file
 * (scripts/precache-groups.ts) to store them, and all they load, when the service worker installs.
 *
 * Each route's path comes from the list the server shares (src/domain/app-routes.ts: it answers
 * the app shell for these addresses and keeps their secrets out of its log): a new route is added
 * there first.
 */
import type { Permission, SessionMode } from '../domain/session';
import { APP_PATHS } from '../domain/app-routes';
import type { RouteDef, ScreenLoader } from './route-def';

export type { RouteDef, ScreenLoader } from './route-def';

const PARTNER_STAFF: readonly SessionMode[] = ['partner', 'staff'];
const MAIN: readonly SessionMode[] = ['partner', 'staff', 'native'];
const ADMIN: readonly Permission[] = ['admin'];

// The screens, each loaded when first opened.
const loginPage: ScreenLoader = () => import('../features/login/LoginPage');
const linkEntryPage: ScreenLoader = () => import('../features/login/LinkEntryPage');
const connectionList: ScreenLoader = () => import('../features/connections/list/ConnectionListPage');
const availability: ScreenLoader = () => import('../features/agenda/AvailabilityPage');
const guestsPage: ScreenLoader = () => import('../features/guests/GuestsPage');
const connectionDetail: ScreenLoader = () => import('../features/connections/detail/ConnectionDetailPage');

export const ROUTES: readonly RouteDef[] = [
  // No session needed.
  { id: 'login', path: APP_PATHS.login, public: true, screen: loginPage, precache: 'booth' },
  { id: 'finalize-login', path: APP_PATHS['finalize-login'], public: true, screen: () => import('../features/login/FinalizeLoginPage'), precache: 'booth' },
  { id: 'request-login', path: APP_PATHS['request-login'], public: true, screen: () => import('../features/login/RequestLoginPage'), precache: 'booth' },
  { id: 'staff-link', path: APP_PATHS['staff-link'], public: true, screen: linkEntryPage, precache: 'booth' },
  { id: 'partner-link', path: APP_PATHS['partner-link'], public: true, screen: linkEntryPage, precache: 'booth' },
  { id: 'scan-link', path: APP_PATHS['scan-link'], public: true, screen: linkEntryPage, precache: 'booth' },
  { id: 'token-link', path: APP_PATHS['token-link'], public: true, screen: linkEntryPage, precache: 'booth' },
  { id: 'lite-scan', path: APP_PATHS['lite-scan'], public: true, screen: linkEntryPage, precache: 'booth' },

  { id: 'root', path: APP_PATHS.root, redirect: '/dashboard' },
  {
    id: 'dashboard',
    path: APP_PATHS.dashboard,
    modes: MAIN,
    screen: () => import('../features/dashboard/DashboardPage'),
    drawer: { group: 'home', labelKey: 'nav.dashboard', icon: 'home', order: 1 },
  },
  { id: 'home', path: APP_PATHS.home, redirect: '/dashboard' },

  {
    id: 'manual',
    path: APP_PATHS.manual,
    // Everyone in the exhibitor's team; booth staff see the pages that concern them (manual-pages.ts).
    modes: PARTNER_STAFF,
    setting: 'manual',
    onlineOnly: true,
    screen: () => import('../features/manual/ManualPage'),
    drawer: { group: 'service-center', labelKey: 'nav.manual', icon: 'book', order: 2, path: '/manual' },
  },
  {
    id: 'tasks',
    path: APP_PATHS.tasks,
    modes: PARTNER_STAFF,
    anyPermission: ['tasks'],
    setting: 'tasks',
    screen: () => import('../features/tasks/TasksPage'),
    drawer: { group: 'setup-tasks', labelKey: 'nav.tasks', icon: 'check', order: 6 },
  },

  { id: 'users', path: APP_PATHS.users, modes: PARTNER_STAFF, anyPermission: ADMIN, redirect: '/users/list' },
  {
    id: 'users-list',
    path: APP_PATHS['users-list'],
    modes: PARTNER_STAFF,
    anyPermission: ADMIN,
    onlineOnly: true,
    screen: () => import('../features/team/TeamPage'),
    drawer: { group: 'setup-tasks', labelKey: 'nav.users', icon: 'team', order: 1 },
  },
  { id: 'users-shop', path: APP_PATHS['users-shop'], modes: PARTNER_STAFF, anyPermission: ADMIN, setting: 'badgeShop', onlineOnly: true, screen: () => import('../features/orders/ShopPage') },
  {
    id: 'users-detail',
    path: APP_PATHS['users-detail'],
    modes: PARTNER_STAFF,
    anyPermission: ADMIN,
    device: 'mobile',
    otherDeviceRedirect: '/users/list',
    // A desktop shows the member beside the list.
    otherDeviceSearch: 'member=:userId',
    onlineOnly: true,
    screen: () => import('../features/team/MemberDetailPage'),
  },

  { id: 'guests', path: APP_PATHS.guests, modes: PARTNER_STAFF, anyPermission: ADMIN, setting: 'invite', redirect: ['/guests/registrants', '/guests/links', '/guests/form', '/guests/codes'] },
  {
    id: 'guests-registrants',
    path: APP_PATHS['guests-registrants'],
    modes: PARTNER_STAFF,
    anyPermission: ADMIN,
    setting: ['invite', 'visitor'],
    onlineOnly: true,
    screen: guestsPage,
    tab: { bar: 'guests', labelKey: 'guests:tab.registrants', order: 1 },
    drawer: { group: 'setup-tasks', labelKey: 'nav.guests', icon: 'guests', order: 2, path: '/guests' },
  },
  { id: 'guests-links', path: APP_PATHS['guests-links'], modes: PARTNER_STAFF, anyPermission: ADMIN, setting: ['invite', 'visitorRegistration'], onlineOnly: true, screen: guestsPage, tab: { bar: 'guests', labelKey: 'guests:tab.links', order: 2 } },
  { id: 'guests-form', path: APP_PATHS['guests-form'], modes: PARTNER_STAFF, anyPermission: ADMIN, setting: ['invite', 'surveyCustomization'], onlineOnly: true, screen: guestsPage, tab: { bar: 'guests', labelKey: 'guests:tab.form', order: 3 } },
  { id: 'guests-codes', path: APP_PATHS['guests-codes'], modes: PARTNER_STAFF, anyPermission: ADMIN, setting: ['invite', 'actionCode'], onlineOnly: true, screen: guestsPage, tab: { bar: 'guests', labelKey: 'guests:tab.codes', order: 4 } },

  {
    id: 'questions',
    path: APP_PATHS.questions,
    modes: PARTNER_STAFF,
    anyPermission: ADMIN,
    setting: 'connections',
    onlineOnly: true,
    screen: () => import('../features/questions/QuestionsPage'),
    drawer: { group: 'setup-tasks', labelKey: 'nav.questions', icon: 'question', order: 3 },
  },
  {
    id: 'contents',
    path: APP_PATHS.contents,
    modes: PARTNER_STAFF,
    anyPermission: ADMIN,
    setting: 'content',
    onlineOnly: true,
    screen: () => import('../features/contents/ContentsPage'),
    drawer: { group: 'setup-tasks', labelKey: 'nav.contents', icon: 'content', order: 4 },
  },
  {
    id: 'follow-up',
    path: APP_PATHS['follow-up'],
    modes: PARTNER_STAFF,
    anyPermission: ADMIN,
    setting: 'content',
    onlineOnly: true,
    screen: () => import('../features/follow-up/FollowUpPage'),
    drawer: { group: 'setup-tasks', labelKey: 'nav.followUp', icon: 'mail', order: 4 },
  },
  {
    id: 'contents-detail',
    path: APP_PATHS['contents-detail'],
    modes: PARTNER_STAFF,
    anyPermission: ADMIN,
    setting: 'content',
    onlineOnly: true,
    screen: () => import('../features/contents/ContentEditorPage'),
  },
  {
    id: 'orders',
    path: APP_PATHS.orders,
    modes: PARTNER_STAFF,
    // Money: the server keeps orders for administrators (docs/decisions.md).
    anyPermission: ADMIN,
    setting: 'badgeShop',
    onlineOnly: true,
    screen: () => import('../features/orders/OrdersPage'),
    drawer: { group: 'setup-tasks', labelKey: 'nav.orders', icon: 'cart', order: 5, path: '/orders' },
  },

  {
    id: 'agenda',
    path: APP_PATHS.agenda,
    modes: MAIN,
    setting: 'conversation',
    screen: () => import('../features/agenda/AgendaPage'),
    drawer: { group: 'agenda', labelKey: 'nav.agenda', icon: 'calendar', order: 1, path: '/agenda' },
  },
  // An online or hybrid meeting's video room (the server checks that the meeting is the user's).
  {
    id: 'meeting-room',
    path: APP_PATHS['meeting-room'],
    modes: MAIN,
    setting: ['conversation', 'online'],
    onlineOnly: true,
    screen: () => import('../features/meeting-room/MeetingRoomPage'),
  },
  { id: 'agenda-settings', path: APP_PATHS['agenda-settings'], modes: MAIN, setting: 'conversation', redirect: '/agenda/settings/onsitemeetingavailability' },
  {
    id: 'agenda-settings-onsite',
    path: APP_PATHS['agenda-settings-onsite'],
    modes: MAIN,
    setting: 'conversation',
    screen: availability,
    tab: { bar: 'availability', labelKey: 'agenda:availability.onsite', order: 1 },
  },
  {
    id: 'agenda-settings-online',
    path: APP_PATHS['agenda-settings-online'],
    modes: MAIN,
    setting: ['conversation', 'online'],
    screen: availability,
    tab: { bar: 'availability', labelKey: 'agenda:availability.online', order: 2 },
  },
  {
    id: 'attendees',
    path: APP_PATHS.attendees,
    modes: MAIN,
    setting: 'viewPublicVisitorList',
    screen: () => import('../features/attendees/AttendeesPage'),
    drawer: { group: 'agenda', labelKey: 'nav.attendees', icon: 'people', order: 3 },
    precache: 'booth',
  },
  {
    id: 'messages',
    path: APP_PATHS.messages,
    modes: ['staff'],
    setting: 'conversation',
    screen: () => import('../features/messages/MessagesPage'),
    drawer: { group: 'agenda', labelKey: 'nav.messages', icon: 'chat', order: 2, path: '/messages' },
  },
  {
    id: 'notifications',
    path: APP_PATHS.notifications,
    modes: MAIN,
    // Meetings and messages announce themselves here, and so does a task the organiser sent back.
    anySetting: ['conversation', 'tasks'],
    screen: () => import('../features/notifications/NotificationsPage'),
    drawer: { group: 'agenda', labelKey: 'nav.notifications', icon: 'bell', order: 4 },
  },

  { id: 'connections', path: APP_PATHS.connections, modes: ['partner', 'staff', 'scan'], setting: 'connections', redirect: '/connections/list' },
  { id: 'leads', path: APP_PATHS.leads, modes: ['partner', 'staff', 'scan'], setting: 'connections', redirect: '/connections/list' },
  {
    id: 'connections-list',
    path: APP_PATHS['connections-list'],
    modes: ['partner', 'staff', 'scan'],
    setting: 'connections',
    screen: connectionList,
    drawer: { group: 'home', labelKey: 'nav.connections', icon: 'connections', order: 2, path: '/connections' },
    precache: 'booth',
  },
  { id: 'connection-detail', path: APP_PATHS['connection-detail'], modes: ['partner', 'staff', 'scan'], setting: 'connections', redirect: '/connections/:metaID/details' },
  { id: 'connection-details', path: APP_PATHS['connection-details'], modes: ['partner', 'staff', 'scan'], setting: 'connections', screen: connectionDetail, tab: { bar: 'connection', labelKey: 'tabs.details', order: 1 }, precache: 'booth' },
  {
    id: 'connection-stage',
    path: APP_PATHS['connection-stage'],
    modes: ['partner', 'staff', 'scan'],
    setting: 'connections',
    device: 'desktop',
    otherDeviceRedirect: '/connections/:metaID/details',
    screen: connectionDetail,
    tab: { bar: 'connection', labelKey: 'tabs.stage', order: 2 },
    precache: 'booth',
  },
  { id: 'connection-questions', path: APP_PATHS['connection-questions'], modes: ['partner', 'staff', 'scan'], setting: 'connections', screen: connectionDetail, tab: { bar: 'connection', labelKey: 'tabs.questions', order: 3 }, precache: 'booth' },
  {
    id: 'connection-registration-questions',
    path: APP_PATHS['connection-registration-questions'],
    modes: ['partner', 'staff', 'scan'],
    setting: 'connections',
    device: 'desktop',
    otherDeviceRedirect: '/connections/:metaID/details',
    screen: connectionDetail,
    tab: { bar: 'connection', labelKey: 'tabs.registration-questions', order: 4 },
    precache: 'booth',
  },
  { id: 'connection-notes', path: APP_PATHS['connection-notes'], modes: ['partner', 'staff', 'scan'], setting: 'connections', screen: connectionDetail, tab: { bar: 'connection', labelKey: 'tabs.notes', order: 5 }, precache: 'booth' },
  { id: 'connection-content', path: APP_PATHS['connection-content'], modes: ['partner', 'staff', 'scan'], setting: ['connections', 'content'], screen: connectionDetail, tab: { bar: 'connection', labelKey: 'tabs.content', order: 6 }, precache: 'booth' },
  {
    id: 'connection-content-detail',
    path: APP_PATHS['connection-content-detail'],
    modes: ['partner', 'staff', 'scan'],
    setting: ['connections', 'content'],
    screen: connectionDetail,
    tabOf: 'connection-content',
    precache: 'booth',
  },

  {
    id: 'audit',
    path: APP_PATHS.audit,
    modes: PARTNER_STAFF,
    anyPermission: ADMIN,
    onlineOnly: true,
    screen: () => import('../features/audit/AuditPage'),
    drawer: { group: 'service-center', labelKey: 'nav.audit', icon: 'shield', order: 4 },
  },
  {
    id: 'api-access',
    path: APP_PATHS['api-access'],
    modes: PARTNER_STAFF,
    anyPermission: ADMIN,
    setting: 'api',
    // On a phone the route opens by address (a link someone sent); the drawer offers it on desktop only (DESKTOP_ONLY_DRAWER_ENTRIES).
    screen: () => import('../features/api-access/ApiAccessPage'),
    drawer: { group: 'service-center', labelKey: 'nav.apiAccess', icon: 'key', order: 1 },
  },
  {
    id: 'user-support',
    path: APP_PATHS['user-support'],
    device: 'mobile',
    otherDeviceRedirect: '/dashboard',
    screen: () => import('../features/user-support/UserSupportPage'),
    drawer: { group: 'support', labelKey: 'nav.userSupport', icon: 'lifebuoy', order: 1 },
    // A broken phone's way out (its backup) must open offline from the first minute.
    precache: 'booth',
  },
  // A phone's menu (logout, support, settings) is part of the booth.
  { id: 'more', path: APP_PATHS.more, device: 'mobile', otherDeviceRedirect: '/dashboard', screen: () => import('../features/more/MorePage'), precache: 'booth' },
  {
    id: 'settings',
    path: APP_PATHS.settings,
    screen: () => import('../features/settings/SettingsPage'),
    precache: 'booth',
    drawer: { group: 'support', labelKey: 'nav.settings', icon: 'settings', order: 2 },
  },
  // The native shell's licence page (native mode only): the device's licence and the QR code that moves it.
  {
    id: 'licence',
    path: APP_PATHS.licence,
    modes: ['native'],
    screen: () => import('../features/licence/LicencePage'),
    drawer: { group: 'support', labelKey: 'nav.licence', icon: 'badge', order: 3 },
  },

  // The organiser's console (an organiser session; no exhibitor's drawer shows it).
  { id: 'organiser-login', path: APP_PATHS['organiser-login'], public: true, screen: () => import('../features/organiser/OrganiserLoginPage') },
  { id: 'organiser-link', path: APP_PATHS['organiser-link'], public: true, screen: () => import('../features/organiser/OrganiserLoginPage') },
  { id: 'organiser', path: APP_PATHS.organiser, organiser: true, redirect: '/organiser/events' },
  { id: 'organiser-events', path: APP_PATHS['organiser-events'], organiser: true, screen: () => import('../features/organiser/EventListPage') },
  { id: 'organiser-event-new', path: APP_PATHS['organiser-event-new'], organiser: true, screen: () => import('../features/organiser/EventFormPage') },
  { id: 'organiser-event', path: APP_PATHS['organiser-event'], organiser: true, screen: () => import('../features/organiser/EventFormPage'), tab: { bar: 'organiserEvent', labelKey: 'organiser:tabs.settings', order: 1 } },
  { id: 'organiser-visitors', path: APP_PATHS['organiser-visitors'], organiser: true, screen: () => import('../features/organiser/VisitorImportPage'), tab: { bar: 'organiserEvent', labelKey: 'organiser:tabs.visitors', order: 3 } },
  { id: 'organiser-organisers', path: APP_PATHS['organiser-organisers'], organiser: true, screen: () => import('../features/organiser/OrganisersPage') },
  { id: 'organiser-api-keys', path: APP_PATHS['organiser-api-keys'], organiser: true, screen: () => import('../features/organiser/ApiKeysPage') },
  { id: 'organiser-shop', path: APP_PATHS['organiser-shop'], organiser: true, screen: () => import('../features/organiser/OrganiserShopPage'), tab: { bar: 'organiserEvent', labelKey: 'organiser:tabs.shop', order: 4 } },
  { id: 'organiser-programme', path: APP_PATHS['organiser-programme'], organiser: true, screen: () => import('../features/organiser/ProgrammePage'), tab: { bar: 'organiserEvent', labelKey: 'organiser:tabs.programme', order: 5 } },
  { id: 'organiser-tasks', path: APP_PATHS['organiser-tasks'], organiser: true, screen: () => import('../features/organiser/OrganiserTasksPage'), tab: { bar: 'organiserEvent', labelKey: 'organiser:tabs.tasks', order: 6 } },
  { id: 'organiser-exhibitors', path: APP_PATHS['organiser-exhibitors'], organiser: true, screen: () => import('../features/organiser/ExhibitorListPage'), tab: { bar: 'organiserEvent', labelKey: 'organiser:tabs.exhibitors', order: 2 } },
  { id: 'organiser-exhibitor-import', path: APP_PATHS['organiser-exhibitor-import'], organiser: true, screen: () => import('../features/organiser/ExhibitorImportPage') },
  { id: 'organiser-exhibitor-new', path: APP_PATHS['organiser-exhibitor-new'], organiser: true, screen: () => import('../features/organiser/ExhibitorPage') },
  { id: 'organiser-exhibitor', path: APP_PATHS['organiser-exhibitor'], organiser: true, screen: () => import('../features/organiser/ExhibitorPage') },
];

export function routeById(id: string): RouteDef {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route;
}
