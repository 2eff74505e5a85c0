import type { AdminUser } from '@core/schemas/users';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table/data-table';
import type { DataTableFilter } from '@web/components/data-table/data-table-toolbar';
import type { DataTablePage } from '@web/components/data-table/use-data-table';
import { DeferredAfterLoad } from '@web/components/deferred';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { showToast } from '@web/lib/toast';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type AdminUsersParams, useAdminUsers } from '../api/get-admin-users';
import type { UserAction } from './UserDialogs';
import { usersColumns } from './users-columns';

// The dialogs (Radix, with their focus trap and scroll lock: ~20 KB on a phone) are not needed
// to draw the tab: fetched after the page, or when an action is first pressed.
const loadActionDialog = () => import('./UserDialogs').then((m) => m.UserActionDialog);
const loadBulkDeleteDialog = () => import('./BulkDeleteDialog').then((m) => m.BulkDeleteDialog);

const all = (label: string) => ({ value: 'all', label });
const options = (values: string[] | undefined) => (values ?? []).map((v) => ({ value: v, label: v }));

const PLAN_OPTIONS = [
  all('All plans'),
  { value: 'trial', label: 'Trial' },
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
  { value: 'pro', label: 'Pro' },
  { value: 'none', label: 'None' },
];
const STATUS_OPTIONS = (what: string) => [
  all(`All ${what}`),
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Unverified' },
];

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card>
      <CardContent className="grid gap-0.5 p-3">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="text-xl font-bold" data-testid={`counter-${label}`}>
          {value ?? '—'}
        </span>
      </CardContent>
    </Card>
  );
}

/** Users tab (admin spec §2.3): filters, counters, the server-paged table, row and bulk actions. */
export default function UsersTab() {
  const [page, setPage] = useState<DataTablePage>({ page: 1, limit: 25 });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'created_at', desc: true }]);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [open, setOpen] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const [bulkIds, setBulkIds] = useState<string[] | null>(null);
  const names = useRef(new Map<string, string>());
  const navigate = useNavigate();
  const location = useLocation();

  const sort = sorting[0];
  const params: AdminUsersParams = {
    ...page,
    ...filters,
    sort_by:
      sort?.id === 'name' ||
      sort?.id === 'review_center' ||
      sort?.id === 'subscription' ||
      sort?.id === 'last_login' ||
      sort?.id === 'created_at'
        ? sort.id
        : 'created_at',
    sort_dir: sort && !sort.desc ? 'asc' : 'desc',
  };
  const query = useAdminUsers(params);
  const data = query.data;
  for (const u of data?.users ?? []) names.current.set(u.id, u.name);

  const columns = useMemo(
    () =>
      usersColumns({
        onAction: (action, user) => setOpen({ action, user }),
        onOpenTab: (tab, user) =>
          navigate({ pathname: location.pathname, search: `?user=${user.id}`, hash: tab }),
      }),
    [navigate, location.pathname],
  );

  const opts = data?.filter_options;
  const tableFilters: DataTableFilter[] = [
    { id: 'search', label: 'Search', kind: 'search', placeholder: 'Name, email, team or section' },
    { id: 'plan', label: 'Plan', kind: 'select', options: PLAN_OPTIONS },
    {
      id: 'review_center',
      label: 'Review center',
      kind: 'select',
      options: [all('All review centers'), ...options(opts?.review_centers)],
    },
    {
      id: 'team_number',
      label: 'Team',
      kind: 'select',
      options: [all('All teams'), ...options(opts?.team_numbers)],
    },
    {
      id: 'section_number',
      label: 'Section',
      kind: 'select',
      options: [all('All sections'), ...options(opts?.section_numbers)],
    },
    { id: 'payment_status', label: 'Payment status', kind: 'select', options: STATUS_OPTIONS('payments') },
    { id: 'email_status', label: 'Account status', kind: 'select', options: STATUS_OPTIONS('accounts') },
  ];

  const startBulkDelete = (ids: string[]) => {
    if (ids.length === 0) {
      showToast({
        title: 'No Users Selected',
        description: 'Please select users to delete',
        variant: 'destructive',
      });
      return;
    }
    setBulkIds(ids);
  };

  return (
    <section className="grid gap-4" aria-labelledby="users-tab-title">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="users-tab-title" className="text-xl font-semibold">
          User Management & Monitoring
        </h2>
        <Badge variant="secondary" data-testid="users-count">
          {data ? `${data.total} of ${data.total_all} users` : 'Loading users...'}
        </Badge>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Counter label="Verified" value={data?.counters.verified} />
        <Counter label="Unverified" value={data?.counters.unverified} />
        <Counter label="Review Centers" value={data?.counters.review_centers} />
        <Counter label="Admin Users" value={data?.counters.admin_users} />
      </div>
      <DataTable
        label="Users"
        columns={columns}
        data={data?.users}
        getRowId={(u) => u.id}
        getRowLabel={(u) => u.name}
        total={data?.total}
        page={page}
        onPageChange={setPage}
        pageSizes={[10, 25, 50, 100]}
        sorting={sorting}
        onSortingChange={setSorting}
        filters={tableFilters}
        filterValues={filters}
        onFilterValuesChange={(next) => {
          setFilters(next);
          setSelection({});
        }}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        canSelectRow={(u) => !u.is_admin}
        selectionLabel={(n) => `${n} ${n === 1 ? 'user' : 'users'} selected`}
        selectionActions={(ids) => (
          <Button size="sm" variant="destructive" onClick={() => startBulkDelete(ids)}>
            Delete {ids.length} Users
          </Button>
        )}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        emptyMessage="No users match these filters."
      />
      <DeferredAfterLoad
        load={loadActionDialog}
        wanted={open !== null}
        props={{ open, onClose: () => setOpen(null) }}
        onUnavailable={() => setOpen(null)}
      />
      <DeferredAfterLoad
        load={loadBulkDeleteDialog}
        wanted={bulkIds !== null}
        onUnavailable={() => setBulkIds(null)}
        props={{
          ids: bulkIds,
          names: names.current,
          onClose: () => setBulkIds(null),
          onDeleted: () => setSelection({}),
        }}
      />
    </section>
  );
}
