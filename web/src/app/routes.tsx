import { LandingPage } from '@web/features/landing/pages/LandingPage';
import type { ComponentType } from 'react';

/**
 * Every page of the app, in one table (learner spec §2, admin spec §2.1). Pages load lazily
 * and only once their guard lets the user in. To add a page: add a line here.
 *
 * access: 'public' anyone · 'signed-in' any signed-in user · 'subscription' signed in with an
 * active trial or plan (admins always) · 'admin' full administrators · 'sub-admin'
 * administrators and sub-admins.
 */
export type Access = 'public' | 'signed-in' | 'subscription' | 'admin' | 'sub-admin';

export interface AppRoute {
  path: string;
  access: Access;
  title: string;
  /** The page's code, fetched when first needed. */
  load?: () => Promise<ComponentType>;
  /** Only for the landing page: bundled with the app so `/` paints without a second request. */
  component?: ComponentType;
}

export const APP_ROUTES: AppRoute[] = [
  {
    path: '/',
    access: 'public',
    title: 'Criminology Board Exam Review',
    component: LandingPage,
  },
  {
    path: '/login',
    access: 'public',
    title: 'Sign in',
    load: () => import('@web/features/auth/pages/LoginPage').then((m) => m.LoginPage),
  },
  {
    path: '/forgot-password',
    access: 'public',
    title: 'Forgot password',
    load: () => import('@web/features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  },
  {
    path: '/reset-password',
    access: 'public',
    title: 'Reset password',
    load: () => import('@web/features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  },
  {
    path: '/pricing',
    access: 'public',
    title: 'Pricing',
    load: () => import('@web/features/payments/pages/PricingPage').then((m) => m.PricingPage),
  },
  {
    path: '/payment',
    access: 'signed-in',
    title: 'Payment',
    load: () => import('@web/features/payments/pages/PaymentPage').then((m) => m.PaymentPage),
  },
  {
    path: '/profile',
    access: 'signed-in',
    title: 'Profile',
    load: () => import('@web/features/auth/pages/ProfilePage').then((m) => m.ProfilePage),
  },
  {
    path: '/dashboard',
    access: 'signed-in',
    title: 'Dashboard',
    load: () => import('@web/features/dashboard/pages/DashboardPage').then((m) => m.DashboardPage),
  },
  {
    path: '/test-results',
    access: 'signed-in',
    title: 'Test results',
    load: () => import('@web/features/practice/pages/TestResultsPage').then((m) => m.TestResultsPage),
  },
  {
    path: '/newsfeed',
    access: 'signed-in',
    title: 'Newsfeed',
    load: () => import('@web/features/newsfeed/pages/NewsfeedPage').then((m) => m.NewsfeedPage),
  },
  {
    path: '/courses',
    access: 'subscription',
    title: 'Video courses',
    load: () => import('@web/features/courses/pages/CoursesPage').then((m) => m.CoursesPage),
  },
  {
    path: '/course/:boardAreaId',
    access: 'subscription',
    title: 'Course',
    load: () => import('@web/features/courses/pages/CoursePlayerPage').then((m) => m.CoursePlayerPage),
  },
  {
    path: '/study/:id',
    access: 'subscription',
    title: 'Study',
    load: () => import('@web/features/courses/pages/StudyPage').then((m) => m.StudyPage),
  },
  {
    path: '/practice',
    access: 'subscription',
    title: 'Practice tests',
    load: () => import('@web/features/practice/pages/PracticePage').then((m) => m.PracticePage),
  },
  {
    path: '/admin',
    access: 'admin',
    title: 'Admin dashboard',
    load: () => import('@web/features/admin/pages/AdminPage').then((m) => m.AdminPage),
  },
  {
    path: '/content-manager',
    access: 'admin',
    title: 'Content manager',
    load: () => import('@web/features/admin/pages/ContentManagerPage').then((m) => m.ContentManagerPage),
  },
  {
    path: '/sub-admin',
    access: 'sub-admin',
    title: 'User dashboards',
    load: () => import('@web/features/sub-admin/pages/SubAdminPage').then((m) => m.SubAdminPage),
  },
];

/** Old links that still work (learner spec §2 "other links seen"). */
export const REDIRECTS: { from: string; to: string }[] = [{ from: '/practice-tests', to: '/practice' }];

const PUBLIC_PATHS = new Set(APP_ROUTES.filter((r) => r.access === 'public').map((r) => r.path));

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(pathname);
}
