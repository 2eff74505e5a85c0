import { dataTableColumns } from '@web/components/data-table/columns';
import { DataTable } from '@web/components/data-table/data-table';
import type { DataTablePage } from '@web/components/data-table/use-data-table';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useCatalog } from '@web/lib/queries/catalog';
import { useState } from 'react';
import { type MonitoringUser, useMonitoring } from '../api/get-test-access-monitoring';
import { BulkAreaControl } from './BulkAreaControl';
import { StatusChip } from './StatusChip';
import { UserTestPanel } from './UserTestPanel';

const STATUSES = [
  { value: 'all', label: 'All statuses' },
  { value: 'available', label: 'Available' },
  { value: 'completed_locked', label: 'Completed · locked' },
  { value: 'completed_open', label: 'Reopened' },
  { value: 'manually_locked', label: 'Locked by admin' },
];

/** The admin test-access tab: bulk control per area, monitoring of every learner, one learner's tests. */
export default function TestAccessTab() {
  const catalog = useCatalog();
  const [page, setPage] = useState<DataTablePage>({ page: 1, limit: 20 });
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<string | null>(null);
  const query = {
    ...page,
    search: filters.search || undefined,
    board_area: filters.board_area && filters.board_area !== 'all' ? filters.board_area : undefined,
    status: filters.status && filters.status !== 'all' ? filters.status : undefined,
    needs_attention: filters.attention === 'yes' ? true : undefined,
  };
  const monitoring = useMonitoring(query);
  const stats = monitoring.data?.statistics;

  const col = dataTableColumns<MonitoringUser>();
  const columns = col.columns([
    col.accessor('user_name', {
      header: 'Learner',
      meta: { card: 'title' },
      cell: ({ row }) => (
        <span className="grid">
          <span className="font-medium">{row.original.user_name}</span>
          <span className="text-xs text-muted-foreground">{row.original.user_email}</span>
        </span>
      ),
    }),
    col.display({
      id: 'tests',
      header: 'Tests taken or locked',
      cell: ({ row }) =>
        row.original.tests.length === 0 ? (
          <span className="text-muted-foreground">None yet</span>
        ) : (
          <ul className="grid gap-1">
            {row.original.tests.slice(0, 4).map((t) => (
              <li key={t.test_id} className="flex flex-wrap items-center gap-1 text-xs">
                <span>{t.test_id}</span>
                <StatusChip status={t.status} requiresAction={t.requires_action} />
              </li>
            ))}
            {row.original.tests.length > 4 && (
              <li className="text-xs text-muted-foreground">and {row.original.tests.length - 4} more</li>
            )}
          </ul>
        ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { label: 'Actions', card: 'footer' },
      cell: ({ row }) => (
        <Button size="sm" variant="outline" onClick={() => setSelected(row.original.user_id)}>
          Manage {row.original.user_name}'s tests
        </Button>
      ),
    }),
  ]);

  return (
    <div className="grid gap-6">
      <BulkAreaControl />
      <Card>
        <CardHeader>
          <CardTitle>Test access monitoring</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {stats && (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ['Learners', monitoring.data?.total_users],
                ['Available', stats.total_available],
                ['Completed · locked', stats.total_completed_locked],
                ['Reopened', stats.total_completed_open],
                ['Locked by admin', stats.total_manually_locked],
                ['Learners with results', stats.users_with_completed_tests],
                ['Learners needing attention', stats.users_needing_attention],
                ['Tests requiring action', stats.tests_requiring_action],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-xl font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <DataTable
            label="Learners' test access"
            columns={columns}
            data={monitoring.data?.users}
            getRowId={(u) => u.user_id}
            getRowLabel={(u) => u.user_name}
            total={monitoring.data?.total}
            page={page}
            onPageChange={setPage}
            filters={[
              { id: 'search', label: 'Search learners', kind: 'search', placeholder: 'Name or email' },
              {
                id: 'board_area',
                label: 'Board area',
                kind: 'select',
                options: [
                  { value: 'all', label: 'All areas' },
                  ...(catalog.data?.board_areas.map((a) => ({ value: a.id, label: a.title })) ?? []),
                ],
              },
              { id: 'status', label: 'Status', kind: 'select', options: STATUSES },
              {
                id: 'attention',
                label: 'Needs attention',
                kind: 'select',
                options: [
                  { value: 'all', label: 'Everyone' },
                  { value: 'yes', label: 'Action Required only' },
                ],
              },
            ]}
            filterValues={filters}
            onFilterValuesChange={setFilters}
            isLoading={monitoring.isLoading}
            isFetching={monitoring.isFetching}
            error={
              monitoring.error
                ? new Error('Error loading test access control: Failed to load data')
                : undefined
            }
            onRetry={() => monitoring.refetch()}
            emptyMessage="No learners match these filters."
          />
        </CardContent>
      </Card>
      {selected && <UserTestPanel userId={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
