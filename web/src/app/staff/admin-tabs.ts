import { PendingPaymentsBadge } from '@web/features/payments/components/admin/PendingPaymentsBadge';
import {
  Bell,
  BookOpen,
  Building,
  CalendarDays,
  CreditCard,
  Database,
  HardDriveDownload,
  LayoutDashboard,
  LockKeyhole,
  MapPinned,
  Upload,
  UserCheck,
  Users,
} from 'lucide-react';
import { createElement, lazy } from 'react';
import type { StaffTab } from './tabs';

/** The admin panel's tabs, by value as admin spec §2.3 names them. */
export const ADMIN_TABS: StaffTab[] = [
  {
    value: 'users',
    label: 'Users',
    icon: Users,
    action: 'users.manage',
    content: lazy(() => import('@web/features/users/components/UsersTab')),
  },
  {
    value: 'user-verification',
    label: 'User Verification',
    icon: UserCheck,
    action: 'verification.process',
    content: lazy(() => import('@web/features/verification/components/UserVerificationTab')),
  },
  {
    value: 'review-centers',
    label: 'Review Centers',
    icon: Building,
    action: 'review-centers.manage',
    content: lazy(() => import('@web/features/review-centers/components/ReviewCentersTab')),
  },
  {
    value: 'payments',
    label: 'Payments',
    icon: CreditCard,
    action: 'payments.verify',
    badge: createElement(PendingPaymentsBadge),
    content: lazy(() => import('@web/features/payments/components/admin/PaymentsTab')),
  },
  {
    value: 'user-dashboards',
    label: 'User Dashboards',
    icon: LayoutDashboard,
    action: 'dashboards.view',
    content: lazy(() => import('@web/features/users/components/UserDashboardsTab')),
  },
  {
    value: 'test-access',
    label: 'Test Access',
    icon: LockKeyhole,
    action: 'access.manage',
    content: lazy(() => import('@web/features/access/components/TestAccessTab')),
  },
  {
    value: 'board-access',
    label: 'Board Access',
    icon: MapPinned,
    action: 'access.manage',
    content: lazy(() => import('@web/features/access/components/BoardAccessTab')),
  },
  {
    value: 'content',
    label: 'Content',
    icon: Upload,
    action: 'content.manage',
    content: lazy(() => import('@web/features/content/components/ContentUploadsTab')),
  },
  {
    value: 'courses',
    label: 'Courses',
    icon: BookOpen,
    action: 'content.manage',
    content: lazy(() => import('@web/features/courses/components/AdminCoursesTab')),
  },
  {
    value: 'database',
    label: 'Database',
    icon: Database,
    action: 'data.export',
    content: lazy(() => import('@web/features/data/components/DatabaseTab')),
  },
  {
    value: 'backup',
    label: 'Backup',
    icon: HardDriveDownload,
    action: 'data.export',
    content: lazy(() => import('@web/features/data/components/BackupTab')),
  },
  {
    value: 'notifications',
    label: 'Notifications',
    icon: Bell,
    action: 'notifications.send',
    content: lazy(() => import('./NotificationsAdminTab')),
  },
  {
    value: 'exam-dates',
    label: 'Exam Dates',
    icon: CalendarDays,
    action: 'settings.manage',
    content: lazy(() => import('@web/features/settings/components/ExamDatesTab')),
  },
];
