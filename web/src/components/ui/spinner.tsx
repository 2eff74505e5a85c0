import { cn } from '@web/lib/cn';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-muted-foreground', className)} role="status">
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}

/** A full-area loading state ('Loading...' in the spec) that keeps the page's height. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
