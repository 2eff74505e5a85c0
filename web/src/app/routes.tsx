import type { QueryClient } from '@tanstack/react-query';
import { prefetchDashboard } from '@web/features/dashboard/api/prefetch';
import { LandingPage } from '@web/features/landing/pages/LandingPage';
import { testsQueryOptions } from '@web/features/practice/api/get-tests';
import type { ComponentType } from 'react';

/**
 * Every page of the app (learner spec §2, admin spec §2.1), grouped by who may enter. The
 * router nests each group under one guard layout, inside the root layout; pages load
 * lazily and only once their guard lets the user in. To add a page: add it to its group.
 *
 * access: 'public' anyone · 'signed-in' any signed-in user · 'subscription' signed in with an
 * active trial or plan (admins always) · 'admin' the admin panel · 'content-manager' the
 * content manager · 'sub-admin' the learners' dashboards (the staff areas ask
 * core/rules/permissions through app/staff-areas.ts).
 */
export type Access = 'public' | 'signed-in' | 'subscription' | 'admin' | 'content-manager' | 'sub-admin';

export interface PageRoute {
  path: string;
  title: string;
  /** The page's code, fetched when first needed. */
  load?: () => Promise<ComponentType>;
  /** Only for the landing page: bundled with the app so `/` paints without a second request. */
  component?: ComponentType;
  /**
   * Starts the page's main requests once its guard lets the user in, beside the page's chunk
   * instead of after it (on a slow phone the chunk takes a round trip and its run first).
   */
  prefetch?: (client: QueryClient) => void;
  /**
   * The API reads (paths below /api, query included) the page makes as it opens: signed in,
   * the route-preload script starts them before the app shell has even downloaded
   * (lib/early-responses.ts). They must be the exact URLs the page asks for; the e2e
   * early-data spec fails on one the page does not take.
   */
  early?: string[];
}

export interface RouteGroup {
  access: Access;
  pages: PageRoute[];
}

export const ROUTE_GROUPS: RouteGroup[] = [
  {
    access: 'public',
    pages: [
      { path: '/', title: 'Criminology Board Exam Review', component: LandingPage },
      {
        path: '/login',
        title: 'Sign in',
        load: () => import('@web/features/auth/pages/LoginPage').then((m) => m.LoginPage),
      },
      {
        path: '/forgot-password',
        title: 'Forgot password',
        load: () => import('@web/features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
      },
      {
        path: '/reset-password',
        title: 'Reset password',
        load: () => import('@web/features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
      },
      {
        path: '/pricing',
        title: 'Pricing',
        load: () => import('@web/features/payments/pages/PricingPage').then((m) => m.PricingPage),
      },
    ],
  },
  {
    access: 'signed-in',
    pages: [
      {
        path: '/payment',
        title: 'Payment',
        load: () => import('@web/features/payments/pages/PaymentPage').then((m) => m.PaymentPage),
      },
      {
        path: '/profile',
        title: 'Profile',
        load: () => import('@web/features/auth/pages/ProfilePage').then((m) => m.ProfilePage),
      },
      {
        path: '/dashboard',
        title: 'Dashboard',
        load: () => import('@web/features/dashboard/pages/DashboardPage').then((m) => m.DashboardPage),
        early: [
          '/realtime/dashboard-stats',
          '/realtime/test-performance',
          '/realtime/course-progress',
          '/realtime/recent-activity?limit=8',
          '/payments/subscription/status',
          '/catalog',
          '/deck/summary',
        ],
        prefetch: prefetchDashboard,
      },
      {
        path: '/review',
        title: 'Review deck',
        load: () => import('@web/features/deck/pages/DeckPage').then((m) => m.DeckPage),
      },
      {
        path: '/readiness',
        title: 'Board readiness',
        load: () => import('@web/features/readiness/pages/ReadinessPage').then((m) => m.ReadinessPage),
      },
      {
        path: '/mock-exam',
        title: 'Mock board exam',
        load: () => import('@web/features/mock-exam/pages/MockExamPage').then((m) => m.MockExamPage),
      },
      {
        path: '/test-results',
        title: 'Test results',
        load: () => import('@web/features/practice/pages/TestResultsPage').then((m) => m.TestResultsPage),
      },
      {
        path: '/newsfeed',
        title: 'Newsfeed',
        load: () => import('@web/features/newsfeed/pages/NewsfeedPage').then((m) => m.NewsfeedPage),
        early: ['/newsfeed/posts'],
      },
    ],
  },
  {
    access: 'subscription',
    pages: [
      {
        path: '/courses',
        title: 'Video courses',
        load: () => import('@web/features/courses/pages/CoursesPage').then((m) => m.CoursesPage),
        early: ['/catalog', '/content/videos', '/content/courses'],
      },
      {
        path: '/course/:boardAreaId',
        title: 'Course',
        load: () => import('@web/features/courses/pages/CoursePlayerPage').then((m) => m.CoursePlayerPage),
      },
      {
        path: '/study/:id',
        title: 'Study',
        load: () => import('@web/features/courses/pages/StudyPage').then((m) => m.StudyPage),
      },
      {
        path: '/practice',
        title: 'Practice tests',
        load: () => import('@web/features/practice/pages/PracticePage').then((m) => m.PracticePage),
        early: ['/content/tests'],
        prefetch: (client) => void client.prefetchQuery(testsQueryOptions()),
      },
    ],
  },
  {
    access: 'admin',
    pages: [
      {
        path: '/admin',
        title: 'Admin dashboard',
        load: () => import('./staff/AdminPage').then((m) => m.AdminPage),
        early: [
          '/admin/stats',
          '/payments/admin/pending-payments',
          '/admin/users?include_details=true&page=1&limit=25&sort_by=created_at&sort_dir=desc',
        ],
      },
    ],
  },
  {
    access: 'content-manager',
    pages: [
      {
        path: '/content-manager',
        title: 'Content manager',
        load: () => import('./staff/ContentManagerPage').then((m) => m.ContentManagerPage),
      },
    ],
  },
  {
    access: 'sub-admin',
    pages: [
      {
        path: '/sub-admin',
        title: 'User dashboards',
        load: () => import('./staff/SubAdminPage').then((m) => m.SubAdminPage),
      },
    ],
  },
];

/** Old links that still work (learner spec §2 "other links seen"). */
export const REDIRECTS: { from: string; to: string }[] = [{ from: '/practice-tests', to: '/practice' }];

const PUBLIC_PATHS = new Set(
  ROUTE_GROUPS.filter((g) => g.access === 'public').flatMap((g) => g.pages.map((p) => p.path)),
);

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(pathname);
}
