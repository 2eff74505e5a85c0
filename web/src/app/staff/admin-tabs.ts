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
import { createElement } from 'react';
import type { StaffTab } from './tabs';

/** The admin panel's tabs, by value as admin spec §2.3 names them. */
export const ADMIN_TABS: StaffTab[] = [
  {
    value: 'users',
    label: 'Users',
    icon: Users,
    action: 'users.manage',
    content: () => import('@web/features/users/components/UsersTab').then((m) => m.default),
  },
  {
    value: 'user-verification',
    label: 'User Verification',
    icon: UserCheck,
    action: 'verification.process',
    content: () => import('@web/features/verification/components/UserVerificationTab').then((m) => m.default),
  },
  {
    value: 'review-centers',
    label: 'Review Centers',
    icon: Building,
    action: 'review-centers.manage',
    content: () => import('@web/features/review-centers/components/ReviewCentersTab').then((m) => m.default),
  },
  {
    value: 'payments',
    label: 'Payments',
    icon: CreditCard,
    action: 'payments.verify',
    badge: createElement(PendingPaymentsBadge),
    content: () => import('@web/features/payments/components/admin/PaymentsTab').then((m) => m.default),
  },
  {
    value: 'user-dashboards',
    label: 'User Dashboards',
    icon: LayoutDashboard,
    action: 'dashboards.view',
    content: () => import('@web/features/users/components/UserDashboardsTab').then((m) => m.default),
  },
  {
    value: 'test-access',
    label: 'Test Access',
    icon: LockKeyhole,
    action: 'access.manage',
    content: () => import('@web/features/access/components/TestAccessTab').then((m) => m.default),
  },
  {
    value: 'board-access',
    label: 'Board Access',
    icon: MapPinned,
    action: 'access.manage',
    content: () => import('@web/features/access/components/BoardAccessTab').then((m) => m.default),
  },
  {
    value: 'content',
    label: 'Content',
    icon: Upload,
    action: 'content.manage',
    content: () => import('@web/features/content/components/ContentUploadsTab').then((m) => m.default),
  },
  {
    value: 'courses',
    label: 'Courses',
    icon: BookOpen,
    action: 'content.manage',
    content: () => import('@web/features/courses/components/AdminCoursesTab').then((m) => m.default),
  },
  {
    value: 'database',
    label: 'Database',
    icon: Database,
    action: 'data.export',
    content: () => import('@web/features/data/components/DatabaseTab').then((m) => m.default),
  },
  {
    value: 'backup',
    label: 'Backup',
    icon: HardDriveDownload,
    action: 'data.export',
    content: () => import('@web/features/data/components/BackupTab').then((m) => m.default),
  },
  {
    value: 'notifications',
    label: 'Notifications',
    icon: Bell,
    action: 'notifications.send',
    content: () => import('./NotificationsAdminTab').then((m) => m.default),
  },
  {
    value: 'exam-dates',
    label: 'Exam Dates',
    icon: CalendarDays,
    action: 'settings.manage',
    content: () => import('@web/features/settings/components/ExamDatesTab').then((m) => m.default),
  },
];
