/**
 * Places in the navigation bar that other features fill. Replace the `null`s with the
 * features' components (e.g. the notification bell from features/notifications, the
 * verification dropdown from features/verification); they render only when signed in.
 */
export function NotificationBellSlot() {
  return null;
}

/** Administrators only (admin spec §2.2): the pending verification requests dropdown. */
export function VerificationSlot() {
  return null;
}
