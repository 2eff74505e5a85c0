import type { User } from '@core/schemas/auth';
import { Avatar } from '@web/components/avatar';
import { Deferred, DeferredAfterLoad } from '@web/components/deferred';
import { useAfterLoad } from '@web/lib/after-load';
import { Bell } from 'lucide-react';
import { useRef, useState } from 'react';
import { ACCOUNT_BUTTON_CLASS, accountMenuLabel, type UserMenuProps } from './account-button';

/**
 * The navigation bar's signed-in parts that other features fill (the bell, the verification
 * dropdown, the account menu): each loads after the page, so that its code and requests do
 * not compete with the page's own on a slow phone.
 */
const loadBell = () =>
  import('@web/features/notifications/components/NotificationBell').then((m) => m.NotificationBell);

/** The bell (learner spec §2): loaded after the page, a plain bell until then. */
export function NotificationBellSlot() {
  const plain = <Bell aria-hidden="true" className="mx-3 size-4 text-muted-foreground" />;
  return <DeferredAfterLoad load={loadBell} fallback={plain} />;
}

const loadVerification = () =>
  import('@web/features/verification/components/VerificationDropdown').then((m) => m.default);

/** Administrators only (admin spec §2.2): the pending verification requests dropdown. */
export function VerificationSlot() {
  return <DeferredAfterLoad load={loadVerification} />;
}

const loadUserMenu = () => import('./UserMenu').then((m) => m.UserMenu);

/**
 * The account menu (learner spec §2). Its Radix dropdown, with the dialogs' and popovers' code
 * it shares, was a quarter of a signed-in page's script on a slow phone (bench/README.md,
 * "eighth pass"): it loads after the page, or at once when the avatar is pressed first, and
 * then opens. Until then the avatar is a plain button with the menu button's name.
 */
export function AccountMenuSlot({ user, onLogout }: { user: User; onLogout: () => void }) {
  const afterLoad = useAfterLoad();
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  if (afterLoad || pressed) {
    const props: UserMenuProps = {
      user,
      onLogout,
      defaultOpen: pressed,
      focusTrigger: focused.current && !pressed,
    };
    return <Deferred load={loadUserMenu} fallback={<Avatar user={user} />} props={props} />;
  }
  return (
    <button
      type="button"
      className={ACCOUNT_BUTTON_CLASS}
      aria-label={accountMenuLabel(user)}
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={() => setPressed(true)}
    >
      <Avatar user={user} />
    </button>
  );
}
