import type { User } from '@core/schemas/auth';

/** The avatar button's look, the same before its menu has loaded (slots.tsx) and after (UserMenu.tsx). */
export const ACCOUNT_BUTTON_CLASS =
  'rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The avatar button's accessible name, the same before and after its menu has loaded. */
export const accountMenuLabel = (user: Pick<User, 'name'>) => `Account menu for ${user.name}`;

export interface UserMenuProps {
  user: User;
  onLogout: () => void;
  /** Opened at once: the avatar was pressed before the menu had loaded. */
  defaultOpen?: boolean;
  /**
   * Asked on mount: focus the avatar, since it replaces the plain button that had the focus
   * (asked then, not when the props were made: the menu may load long after).
   */
  focusTrigger?: () => boolean;
}
