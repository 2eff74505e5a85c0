import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';

/**
 * Places in the navigation bar that other features fill. Replace the `null`s with the
 * features' components (e.g. the notification bell from features/notifications, the
 * verification dropdown from features/verification); they render only when signed in.
 */
const NotificationBell = lazy(() =>
  import('@web/features/notifications/components/NotificationBell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** The bell (learner spec §2): loaded after the page, a plain bell until then. */
export function NotificationBellSlot() {
  return (
    <Suspense fallback={<Bell aria-hidden="true" className="mx-3 size-4 text-muted-foreground" />}>
      <NotificationBell />
    </Suspense>
  );
}

const VerificationDropdown = lazy(() => import('@web/features/verification/components/VerificationDropdown'));

/** Administrators only (admin spec §2.2): the pending verification requests dropdown. */
export function VerificationSlot() {
  return (
    <Suspense fallback={null}>
      <VerificationDropdown />
    </Suspense>
  );
}
