import { Logo } from '@web/components/logo';
import { Button } from '@web/components/ui/button';
import { logout } from '@web/features/auth/api/logout';
import { cn } from '@web/lib/cn';
import { userCan } from '@web/lib/permissions';
import { useSession } from '@web/lib/session';
import { Link, NavLink, useNavigate } from 'react-router';
import { CourseSearch } from './CourseSearch';
import { MobileMenu } from './MobileMenu';
import { mainLinks } from './nav-items';
import { AccountMenuSlot, NotificationBellSlot, VerificationSlot } from './slots';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
    isActive
      ? 'text-primary underline decoration-accent decoration-2 underline-offset-8'
      : 'text-muted-foreground',
  );

export function Navbar() {
  const { user } = useSession();
  const navigate = useNavigate();
  const onLogout = async () => {
    await logout('logout');
    navigate('/', { replace: true });
  };

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {mainLinks(Boolean(user)).map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user && <CourseSearch className="hidden w-56 lg:block" />}
          {user && userCan(user, 'verification.process') && <VerificationSlot />}
          {user && <NotificationBellSlot />}
          {user ? (
            <AccountMenuSlot user={user} onLogout={onLogout} />
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <Link to="/login">Sign In</Link>
              </Button>
              <Button asChild variant="accent">
                <Link to="/pricing">Get Started</Link>
              </Button>
            </div>
          )}
          <MobileMenu user={user} onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
