/**
 * Builds react-router's routes from the route table: each route renders through the guard,
 * inside the logged-in shell or the public layout.
 */
import { lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter, matchPath, useLocation, useParams, type RouteObject } from 'react-router';
import { useApp } from './AppContext';
import { defaultPath, guard } from './guard';
import { useDevice, useOnline } from './hooks';
import { lazyScreen } from './lazyScreen';
import { CrashPage, NotFoundPage, OfflinePage } from './NotFoundPage';
import { GlobalNotices } from './notices/GlobalNotices';
import { ROUTES } from './routes';
import { LOGIN_PATH, type RouteDef } from './route-def';
import { CurrentRouteContext, RoutesContext, ShellContext } from './route-context';
import { ScrollManager } from './ScrollManager';
import { PublicLayout } from './PublicLayout';
import { useOrganiserSession } from './organiser-session';
import { MaintenanceGate } from './maintenance/MaintenanceGate';
import { NativeUpdateDialog } from './native/NativeUpdateDialog';

// The organiser's console has its own frame, loaded only when someone opens it.
const OrganiserLayout = lazy(() => import('../features/organiser/OrganiserLayout'));

function ScreenLoading() {
  return <div className="screen-loading" aria-busy="true" />;
}

const LAZY_SCREENS = new Map(ROUTES.flatMap((route) => (route.screen ? [[route.id, lazyScreen(route.screen)] as const] : [])));

function Screen({ component: Component }: { component: ComponentType | undefined }) {
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
    return <Navigate to={result.to} replace />;
  }
  // A place a later version builds: where the user may go (like a place they may not), not 'not found'.
  if (result.kind === 'allow' && !screen && session && !route.public && !route.organiser) return <Navigate to={defaultPath(session, ROUTES)} replace />;
  const content = result.kind === 'allow' ? <Screen component={screen} /> : result.kind === 'offline' ? <OfflinePage /> : <NotFoundPage />;
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

function Root() {
  return (
    <RoutesContext.Provider value={ROUTES}>
      <ScrollManager />
      <GlobalNotices />
      <NativeUpdateDialog />
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    </RoutesContext.Provider>
  );
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      // A screen that throws shows a calm page instead of the router's developer screen.
      errorElement: <CrashPage />,
      children: [...ROUTES.map((route) => ({ path: route.path, element: <Guarded route={route} screen={LAZY_SCREENS.get(route.id)} /> })), { path: '*', element: <NotFoundRoute /> }],
    },
  ];
}

/**
 * Starts loading the screen of the address the app opens on, while the start-up still waits for
 * its configuration and texts (a first visit on a slow network saves a round trip). Errors are
 * left to the screen's own loader, which tries again when it renders.
 */
export function preloadScreen(pathname: string): void {
  const route = ROUTES.find((r) => r.screen && matchPath({ path: r.path, end: true }, pathname));
  route?.screen?.().catch(() => {});
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
