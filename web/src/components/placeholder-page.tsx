import { Card, CardContent } from '@web/components/ui/card';
import { Construction } from 'lucide-react';

/** Stand-in for a page another feature is building. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="mb-4 text-3xl font-bold">{title}</h1>
      <Card>
        <CardContent className="flex items-center gap-3 pt-5 text-muted-foreground sm:pt-6">
          <Construction className="size-6 shrink-0" aria-hidden="true" />
          <p>{description}</p>
        </CardContent>
      </Card>
    </div>
  );
}
