import type { User } from '@core/schemas/auth';
import { Avatar } from '@web/components/avatar';
import { SubscriptionBadge } from '@web/components/subscription-badge';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { cn } from '@web/lib/cn';
import { Link, NavLink } from 'react-router';
import { CourseSearch } from './CourseSearch';
import { mainLinks, staffLinks } from './nav-items';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground',
  );

interface MobileMenuPanelProps {
  user: User | null;
  onLogout: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the panel closes (the menu button). */
  onClosed: () => void;
}

/** The phone menu panel: the same links as the bar, plus the account entries. Loaded on first open. */
export function MobileMenuPanel({ user, onLogout, open, onOpenChange, onClosed }: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Focus the panel rather than the search box, so phones do not pop up the keyboard.
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <SheetTitle className="text-lg font-bold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        {user && (
          <div className="flex items-center gap-3 rounded-md bg-muted p-3">
            <Avatar user={user} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              <SubscriptionBadge user={user} className="mt-1" />
            </div>
          </div>
        )}
        {user && <CourseSearch onDone={close} />}
        <nav aria-label="Mobile" className="grid gap-1">
          {mainLinks(Boolean(user)).map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={itemClass} onClick={close}>
              {item.label}
            </NavLink>
          ))}
          {user && (
            <>
              <hr className="my-2 border-border" />
              <NavLink to="/profile" className={itemClass} onClick={close}>
                Profile
              </NavLink>
              <NavLink to="/pricing" className={itemClass} onClick={close}>
                Upgrade Plan
              </NavLink>
              {staffLinks(user).map((item) => (
                <NavLink key={item.to} to={item.to} className={itemClass} onClick={close}>
                  {item.label}
                </NavLink>
              ))}
            </>
          )}
        </nav>
        <div className="mt-auto grid gap-2">
          {user ? (
            <Button
              variant="outline"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              Log out
            </Button>
          ) : (
            <>
              <Button asChild variant="outline">
                <Link to="/login" onClick={close}>
                  Sign In
                </Link>
              </Button>
              <Button asChild variant="accent">
                <Link to="/pricing" onClick={close}>
                  Get Started
                </Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
