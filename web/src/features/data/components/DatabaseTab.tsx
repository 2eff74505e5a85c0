import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { useState } from 'react';
import { useCollection } from '../api/get-collection';
import { useCollections } from '../api/get-collections';

const LIMIT = 20;

/** The admin database tab: the tables (never secret columns) and one table's rows as JSON, newest first. */
export default function DatabaseTab() {
  const list = useCollections();
  const [name, setName] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const rows = useCollection(name, page, LIMIT);
  const pages = rows.data ? Math.max(1, Math.ceil(rows.data.total / LIMIT)) : 1;
  const json = rows.data ? JSON.stringify(rows.data.documents, null, 2) : '';

  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Tables</CardTitle>
          <CardDescription>Passwords, tokens and secret settings are never shown.</CardDescription>
        </CardHeader>
        <CardContent>
          {list.isLoading && <Skeleton className="h-64" />}
          {list.error && (
            <p role="alert" className="text-sm text-destructive">
              Error loading admin data: {errorText(list.error, 'Failed to load data')}
            </p>
          )}
          <ul className="grid gap-1">
            {list.data?.collections.map((c) => (
              <li key={c.name}>
                <Button
                  variant={c.name === name ? 'default' : 'ghost'}
                  className="w-full justify-between"
                  aria-pressed={c.name === name}
                  onClick={() => {
                    setName(c.name);
                    setPage(1);
                  }}
                >
                  <span className="truncate">{c.name}</span>
                  <span className="text-xs">{c.count}</span>
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>{name ?? 'Choose a table'}</CardTitle>
          {rows.data && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  .writeText(json)
                  .then(() => showToast({ title: 'Copied', description: `${rows.data.documents.length} rows copied` }))
              }
            >
              Copy JSON
            </Button>
          )}
        </CardHeader>
        <CardContent className="grid gap-3">
          {!name && <p className="text-sm text-muted-foreground">Pick a table to see its rows, newest first.</p>}
          {name && rows.isLoading && <Skeleton className="h-64" />}
          {rows.error && (
            <p role="alert" className="text-sm text-destructive">
              Error loading collection: {errorText(rows.error, 'Failed to load collection data')}
            </p>
          )}
          {rows.data && rows.data.total === 0 && <p className="text-sm text-muted-foreground">This table is empty.</p>}
          {rows.data && rows.data.total > 0 && (
            <>
              <pre
                className="max-h-[32rem] overflow-auto rounded-md bg-muted p-3 text-xs"
                tabIndex={0}
                aria-label={`Rows of ${name}`}
              >
                {json}
              </pre>
              <nav className="flex flex-wrap items-center gap-2" aria-label="Pages">
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous
                </Button>
                <span className="text-sm">
                  Page {page} of {pages} · {rows.data.total} rows
                </span>
                <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Next
                </Button>
              </nav>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
