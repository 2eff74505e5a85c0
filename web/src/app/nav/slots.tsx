import { Deferred } from '@web/components/deferred';
import { useAfterLoad } from '@web/lib/after-load';
import { Bell } from 'lucide-react';

/**
 * Places in the navigation bar that other features fill. Replace the `null`s with the
 * features' components (e.g. the notification bell from features/notifications, the
 * verification dropdown from features/verification); they render only when signed in.
 */
const loadBell = () =>
  import('@web/features/notifications/components/NotificationBell').then((m) => m.NotificationBell);

/** The bell (learner spec §2): loaded after the page, a plain bell until then. */
export function NotificationBellSlot() {
  const afterLoad = useAfterLoad();
  const plain = <Bell aria-hidden="true" className="mx-3 size-4 text-muted-foreground" />;
  return afterLoad ? <Deferred load={loadBell} fallback={plain} /> : plain;
}

const loadVerification = () =>
  import('@web/features/verification/components/VerificationDropdown').then((m) => m.default);

/** Administrators only (admin spec §2.2): the pending verification requests dropdown. */
export function VerificationSlot() {
  return useAfterLoad() ? <Deferred load={loadVerification} fallback={null} /> : null;
}
