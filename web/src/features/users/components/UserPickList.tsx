import type { AdminUser } from '@core/schemas/users';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { errorText } from '@web/lib/errors';

/** The list of users to pick a dashboard from, with its loading, error and empty states. */
export function UserPickList(props: {
  users: AdminUser[] | undefined;
  total: number | undefined;
  isLoading: boolean;
  error: unknown;
  selectedId: string | null;
  onSelect: (user: AdminUser) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { users, total = 0, page, pageSize } = props;
  if (props.isLoading) return <Spinner label="Loading users..." className="py-6" />;
  if (props.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        Error loading users: {errorText(props.error, 'Failed to load users list')}
      </p>
    );
  if (!users?.length) return <p className="text-sm text-muted-foreground">No users match.</p>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid gap-2">
      <ul className="grid max-h-[28rem] gap-1 overflow-y-auto" aria-label="Users">
        {users.map((u) => (
          <li key={u.id}>
            <button
              type="button"
              onClick={() => props.onSelect(u)}
              aria-current={props.selectedId === u.id || undefined}
              className={cn(
                'grid w-full rounded-md border p-2 text-left text-sm hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring',
                props.selectedId === u.id && 'border-primary bg-muted',
              )}
            >
              <span className="font-medium">{u.name}</span>
              <span className="text-xs break-all text-muted-foreground">{u.email}</span>
              <span className="text-xs text-muted-foreground">
                {u.review_center || 'No review center'} · Team {u.team_number || '—'} · Section{' '}
                {u.section_number || '—'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-between gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
