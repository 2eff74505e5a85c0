import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} CrimReview · Criminology Licensure Examination review</p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link to="/pricing" className="hover:text-foreground hover:underline">
            Pricing
          </Link>
          <Link to="/login" className="hover:text-foreground hover:underline">
            Sign in
          </Link>
        </nav>
      </div>
    </footer>
  );
}
