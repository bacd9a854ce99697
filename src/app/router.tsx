/**
 * Builds react-router's routes from the route table: each route renders through the guard,
 * inside the logged-in shell or the public layout.
 */
import { Component, lazy, Suspense, useContext, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Navigate, Outlet, matchPath, unstable_HistoryRouter as HistoryRouter, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import { useApp } from './AppContext';
import { guard } from './guard';
import { useDevice, useOnline } from './hooks';
import { lazyScreen } from './lazyScreen';
import { CrashPage, NotFoundPage, OfflinePage, RefusedPage } from './NotFoundPage';
import { GlobalNotices } from './notices/GlobalNotices';
import { ROUTES } from './routes';
import { LOGIN_PATH, type RouteDef } from './route-def';
import { CurrentRouteContext, RoutesContext, ShellContext } from './route-context';
import { ScrollManager } from './ScrollManager';
import { PublicLayout } from './PublicLayout';
import { useOrganiserSession } from './organiser-session';
import { MaintenanceGate } from './maintenance/MaintenanceGate';
import { NativeUpdateDialog } from './native/NativeUpdateDialog';
import { createBlockableHistory, type BlockableHistory } from './blockable-history';
import { HistoryContext } from './history-context';

// The organiser's console has its own frame, loaded only when someone opens it.
const OrganiserLayout = lazy(() => import('../features/organiser/OrganiserLayout'));

function ScreenLoading() {
  return <div className="screen-loading" aria-busy="true" />;
}

const LAZY_SCREENS = new Map(ROUTES.flatMap((route) => (route.screen ? [[route.id, lazyScreen(route.screen)] as const] : [])));

function Screen({ component: Component }: { component: ComponentType | undefined }) {
  // Only a route that redirects has no screen, and the guard never lets one render.
  if (!Component) return <NotFoundPage />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Component />
    </Suspense>
  );
}

function Guarded({ route, screen }: { route: RouteDef; screen: ComponentType | undefined }) {
  const params = useParams();
  const location = useLocation();
  const { session } = useApp();
  const organiser = useOrganiserSession();
  const device = useDevice();
  const online = useOnline();
  const result = guard(route, params, { session, organiser: !!organiser, device, online, routes: ROUTES });

  if (result.kind === 'redirect') {
    if (result.reason === 'login' && route.organiser) return <Navigate to={result.to} replace />;
    if (result.reason === 'login') {
      const back = location.pathname + location.search;
      return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`} replace />;
    }
    // A screen the person may not open: say why, with a way on (not a silent move elsewhere).
    if (!(result.reason === 'blocked' && result.why)) return <Navigate to={result.to} replace />;
  }
  const content =
    result.kind === 'redirect' ? (
      <RefusedPage why={result.reason === 'blocked' ? result.why! : 'setting'} to={result.to} routeId={route.id} />
    ) : result.kind === 'allow' ? (
      <Screen component={screen} />
    ) : result.kind === 'offline' ? (
      <OfflinePage />
    ) : (
      <NotFoundPage />
    );
  return (
    <CurrentRouteContext.Provider value={route}>
      {route.organiser ? (
        <Suspense fallback={<ScreenLoading />}>
          <OrganiserLayout>{content}</OrganiserLayout>
        </Suspense>
      ) : (
        <Layout isPublic={!!route.public}>{content}</Layout>
      )}
    </CurrentRouteContext.Provider>
  );
}

/** The logged-in shell (from the data layer) for a session's screens, the public layout otherwise. */
function Layout({ isPublic, children }: { isPublic: boolean; children: ReactNode }) {
  const { session } = useApp();
  const shell = useContext(ShellContext);
  return !isPublic && session && shell ? shell(children) : <PublicLayout>{children}</PublicLayout>;
}

function NotFoundRoute() {
  return (
    <Layout isPublic={false}>
      <NotFoundPage />
    </Layout>
  );
}

/**
 * A screen that throws shows a calm page (CrashPage) instead of nothing; the next address the
 * person opens starts afresh.
 */
class ScreenErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <CrashPage error={this.state.error} />;
  }
}

function Root() {
  const location = useLocation();
  return (
    <RoutesContext.Provider value={ROUTES}>
      <ScrollManager />
      <GlobalNotices />
      <NativeUpdateDialog />
      <ScreenErrorBoundary resetKey={location.pathname}>
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
      </ScreenErrorBoundary>
    </RoutesContext.Provider>
  );
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [...ROUTES.map((route) => ({ path: route.path, element: <Guarded route={route} screen={LAZY_SCREENS.get(route.id)} /> })), { path: '*', element: <NotFoundRoute /> }],
    },
  ];
}

/**
 * Loads the screen of the address the app opens on, beside its configuration and texts, so the
 * app's first render draws it. Resolves either way: errors are left to the screen's own loader,
 * which tries again when it renders.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const route = ROUTES.find((r) => r.screen && matchPath({ path: r.path, end: true }, pathname));
  return (route && LAZY_SCREENS.get(route.id)?.preload()) ?? Promise.resolve();
}

let routeObjects: RouteObject[] | null = null;

function AppRoutes() {
  routeObjects ??= buildRoutes();
  return useRoutes(routeObjects);
}

/**
 * The app's router: react-router's declarative router on the browser's history, which can hold a
 * navigation while a screen has unsaved changes (blockable-history.ts).
 */
let appHistory: BlockableHistory | null = null;

export function AppRouter() {
  // One history for the page: the router is mounted again when the data layer arrives (App.tsx),
  // and a navigation made just then must reach the new one.
  const blockable = (appHistory ??= createBlockableHistory());
  return (
    <HistoryContext.Provider value={blockable}>
      <HistoryRouter history={blockable.history}>
        <AppRoutes />
      </HistoryRouter>
    </HistoryContext.Provider>
  );
}
