import { useSession } from '@web/lib/session';
import { Link } from 'react-router';

const linkClass = 'hover:text-foreground hover:underline';

export function Footer() {
  const { token } = useSession();
  const links = token
    ? [
        { to: '/dashboard', label: 'Dashboard' },
        { to: '/profile', label: 'Profile' },
        { to: '/pricing', label: 'Pricing' },
      ]
    : [
        { to: '/pricing', label: 'Pricing' },
        { to: '/login', label: 'Sign in' },
      ];
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} CrimReview · Criminology Licensure Examination review</p>
        <nav aria-label="Footer" className="flex gap-4">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
