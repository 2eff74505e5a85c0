import { PageLoader } from '@web/components/ui/spinner';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Guard } from './guards/Guard';
import { RootLayout } from './layouts/RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { APP_ROUTES, type AppRoute, REDIRECTS } from './routes';

/** The page's code is fetched only once its guard lets the user in. */
function pageElement(route: AppRoute) {
  const { component: Eager, load } = route;
  if (Eager) {
    return (
      <Guard access={route.access}>
        <Eager />
      </Guard>
    );
  }
  if (!load) throw new Error(`Route ${route.path} has neither component nor load`);
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  return (
    <Guard access={route.access}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </Guard>
  );
}

const children: RouteObject[] = [
  ...APP_ROUTES.map((route) => ({
    path: route.path,
    element: pageElement(route),
    handle: { title: route.title },
  })),
  ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
];

export const router = createBrowserRouter([
  { element: <RootLayout />, errorElement: <RouteError />, children },
]);
