import type { User } from '@core/schemas/auth';
import { Avatar } from '@web/components/avatar';
import { DeferredAfterLoad } from '@web/components/deferred';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
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

/** The avatar as a plain button with the menu button's name, until the menu's code has run. */
function PlainAccountButton(props: {
  user: User;
  /** Asked on mount: take the focus, since this replaces a button that had it. */
  hadFocus: () => boolean;
  /** Pressed: the menu is loading and will open. */
  busy: boolean;
  onPress: () => void;
  onFocusChange: (focused: boolean) => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { hadFocus } = props;
  useEffect(() => {
    if (hadFocus()) ref.current?.focus();
  }, [hadFocus]);
  return (
    <button
      ref={ref}
      type="button"
      className={ACCOUNT_BUTTON_CLASS}
      aria-label={accountMenuLabel(props.user)}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={props.busy || undefined}
      onFocus={() => props.onFocusChange(true)}
      onBlur={() => props.onFocusChange(false)}
      onClick={props.onPress}
    >
      <Avatar user={props.user} />
    </button>
  );
}

/**
 * The account menu (learner spec §2). Its Radix dropdown, with the dialogs' and popovers' code
 * it shares, was a quarter of a signed-in page's script on a slow phone (bench/README.md,
 * "eighth pass"): it loads after the page, or at once when the avatar is pressed first, and
 * then opens. Until then the avatar is a plain button with the menu button's name, which keeps
 * the focus while the menu loads.
 */
export function AccountMenuSlot({ user, onLogout }: { user: User; onLogout: () => void }) {
  const [pressed, setPressed] = useState(false);
  // Whether the avatar's button has the focus, read when a replacement mounts: the slot does not
  // render again when its parts load (DeferredAfterLoad does).
  const focused = useRef(false);
  const hadFocus = useCallback(() => focused.current, []);
  const plain = (
    <PlainAccountButton
      user={user}
      hadFocus={hadFocus}
      busy={pressed}
      onPress={() => setPressed(true)}
      onFocusChange={(now) => {
        focused.current = now;
      }}
    />
  );
  const props: UserMenuProps = {
    user,
    onLogout,
    defaultOpen: pressed,
    focusTrigger: () => focused.current && !pressed,
  };
  return (
    <DeferredAfterLoad
      load={loadUserMenu}
      wanted={pressed}
      fallback={plain}
      props={props}
      onUnavailable={() => setPressed(false)}
    />
  );
}
