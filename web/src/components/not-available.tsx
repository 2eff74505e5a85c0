import { Construction } from 'lucide-react';
import { useId } from 'react';

/**
 * The honest state of a staff area whose feature is not built yet: says so, shows no
 * figures and offers nothing to click.
 */
export function NotAvailableYet({ title, description }: { title: string; description: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid justify-items-center gap-2 rounded-lg border border-dashed border-border bg-muted/40 px-4 py-10 text-center"
    >
      <Construction className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 id={headingId} className="text-lg font-semibold">
        {title}: not available yet
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">{description}</p>
    </section>
  );
}
