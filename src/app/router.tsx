/**
 * Builds react-router's routes from the route table: each route renders through the guard,
 * inside the logged-in shell or the public layout.
 */
import { Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter, useLocation, useParams, type RouteObject } from 'react-router';
import { useApp } from './AppContext';
import { guard } from './guard';
import { useDevice, useOnline } from './hooks';
import { lazyScreen } from './lazyScreen';
import { CrashPage, NotFoundPage, OfflinePage } from './NotFoundPage';
import { GlobalNotices } from './notices/GlobalNotices';
import { ROUTES } from './routes';
import { LOGIN_PATH, type RouteDef } from './route-def';
import { CurrentRouteContext, RoutesContext } from './route-context';
import { ScrollManager } from './ScrollManager';
import { PublicLayout, Shell } from './Shell';

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
  const device = useDevice();
  const online = useOnline();
  const result = guard(route, params, { session, device, online, routes: ROUTES });
  const Layout = route.public || !session ? PublicLayout : Shell;

  if (result.kind === 'redirect') {
    if (result.reason === 'login') {
      const back = location.pathname + location.search;
      return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`} replace />;
    }
    return <Navigate to={result.to} replace />;
  }
  return (
    <CurrentRouteContext.Provider value={route}>
      <Layout>{result.kind === 'allow' ? <Screen component={screen} /> : result.kind === 'offline' ? <OfflinePage /> : <NotFoundPage />}</Layout>
    </CurrentRouteContext.Provider>
  );
}

function NotFoundRoute() {
  const { session } = useApp();
  const Layout = session ? Shell : PublicLayout;
  return (
    <Layout>
      <NotFoundPage />
    </Layout>
  );
}

function Root() {
  return (
    <RoutesContext.Provider value={ROUTES}>
      <ScrollManager />
      <GlobalNotices />
      <Outlet />
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

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
