import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Deferred } from '@web/components/deferred';
import { PageLoader } from '@web/components/ui/spinner';
import { Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GuardLayout } from './layouts/GuardLayout';
import { RootLayout } from './layouts/RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { type PageRoute, REDIRECTS, ROUTE_GROUPS } from './routes';
import type { RouteHandle } from './usePageTitle';

/** Runs a page's prefetch when the guard renders the page (outside its Suspense: at once). */
function Prefetch({ run }: { run: (client: QueryClient) => void }) {
  const client = useQueryClient();
  useEffect(() => run(client), [run, client]);
  return null;
}

/** A page's element: its code (and its prefetched data) is fetched only once the group's guard renders it. */
function pageElement(page: PageRoute) {
  const { component: Eager, load, prefetch } = page;
  if (Eager) return <Eager />;
  if (!load) throw new Error(`Route ${page.path} has neither component nor load`);
  return (
    <>
      {prefetch && <Prefetch run={prefetch} />}
      {/* For what a page suspends on without a boundary of its own; Deferred itself does not. */}
      <Suspense fallback={<PageLoader />}>
        <Deferred load={load} fallback={<PageLoader />} />
      </Suspense>
    </>
  );
}

/**
 * RootLayout (navbar, footer, session rules) → one guard layout per access group → pages.
 * Staff pages add their own AdminLayout (header, tabs in the URL hash) inside.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...ROUTE_GROUPS.map(
        (group): RouteObject => ({
          element: <GuardLayout access={group.access} />,
          children: group.pages.map((page) => ({
            path: page.path,
            element: pageElement(page),
            handle: { title: page.title } satisfies RouteHandle,
          })),
        }),
      ),
      ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } satisfies RouteHandle },
    ],
  },
];

export const router = createBrowserRouter(routes);
