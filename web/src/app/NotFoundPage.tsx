import { Button } from '@web/components/ui/button';
import { SearchX } from 'lucide-react';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <SearchX className="size-12 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-semibold text-muted-foreground">Error 404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-muted-foreground">
        We couldn't find <code className="rounded bg-muted px-1.5 py-0.5 break-all">{location.pathname}</code>
        . It may have moved, or the link may be mistyped.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
