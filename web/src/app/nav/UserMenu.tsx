import { Avatar } from '@web/components/avatar';
import { SubscriptionBadge } from '@web/components/subscription-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Crown, FileStack, LayoutDashboard, LogOut, ShieldCheck, UserRound, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_BUTTON_CLASS, accountMenuLabel, type UserMenuProps } from './account-button';
import { staffLinks } from './nav-items';

const STAFF_ICONS: Record<string, typeof ShieldCheck> = {
  '/admin': ShieldCheck,
  '/content-manager': FileStack,
  '/sub-admin': Users,
};

export function UserMenu({ user, onLogout, defaultOpen, focusTrigger }: UserMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Asked once, on mount: a later render of the slot must not pull the focus back here.
  const focusOnMount = useRef(focusTrigger);
  useEffect(() => {
    if (focusOnMount.current?.()) trigger.current?.focus();
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={ACCOUNT_BUTTON_CLASS} aria-label={accountMenuLabel(user)}>
        <Avatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="grid gap-1">
          <span className="truncate font-semibold">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          <SubscriptionBadge user={user} className="mt-1 w-fit" />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/pricing">
            <Crown aria-hidden="true" /> Upgrade Plan
          </Link>
        </DropdownMenuItem>
        {staffLinks(user).map((item) => {
          const Icon = STAFF_ICONS[item.to] ?? ShieldCheck;
          return (
            <DropdownMenuItem key={item.to} asChild>
              <Link to={item.to}>
                <Icon aria-hidden="true" /> {item.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
