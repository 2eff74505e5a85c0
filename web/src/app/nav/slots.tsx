import { lazy, Suspense } from 'react';

/**
 * Places in the navigation bar that other features fill. Replace the `null`s with the
 * features' components (e.g. the notification bell from features/notifications, the
 * verification dropdown from features/verification); they render only when signed in.
 */
export function NotificationBellSlot() {
  return null;
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
