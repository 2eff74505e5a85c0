import type { AdminPayment } from '@core/schemas/payments';
import { dataTableColumns } from '@web/components/data-table/columns';
import { DataTable } from '@web/components/data-table/data-table';
import type { DataTablePage } from '@web/components/data-table/use-data-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { capitalize, formatDate, formatPeso } from '@web/lib/format';
import { useMemo, useState } from 'react';
import { usePendingPayments } from '../../api/admin-payments';
import { type Decision, PaymentDecisionDialog } from './PaymentDecisionDialog';
import { PaymentSettingsCard } from './PaymentSettingsCard';

const col = dataTableColumns<AdminPayment>();

function columns(open: (d: Decision) => void) {
  return col.columns([
    col.accessor('user_name', {
      header: 'User',
      meta: { card: 'title' },
      cell: ({ row: { original: p } }) => (
        <div className="grid">
          <span className="font-medium">{p.user_name}</span>
          <span className="text-xs text-muted-foreground">{p.user_email}</span>
        </div>
      ),
    }),
    col.accessor('plan', {
      header: 'Plan',
      cell: ({ row: { original: p } }) => `${capitalize(p.plan)} (${p.billing_cycle})`,
    }),
    col.accessor('amount', {
      header: 'Amount',
      meta: { align: 'end' },
      cell: ({ row: { original: p } }) => (
        <div className="grid justify-items-end">
          <span>{formatPeso(p.amount)}</span>
          {p.amount_flagged && (
            <Badge variant="warning" title="The learner reported a different amount">
              Paid {formatPeso(p.reported_amount ?? 0)}
            </Badge>
          )}
        </div>
      ),
    }),
    col.accessor('gcash_reference', {
      header: 'GCash reference',
      cell: ({ row: { original: p } }) => (
        <div className="grid gap-1">
          <span className="font-mono">{p.gcash_reference ?? 'Pending'}</span>
          {p.reused_reference_attempts > 0 && (
            <Badge variant="destructive">
              Tried {p.reused_reference_attempts} used reference{p.reused_reference_attempts > 1 ? 's' : ''}
            </Badge>
          )}
          {p.screenshot_url && (
            <Button size="sm" variant="link" onClick={() => open({ kind: 'screenshot', payment: p })}>
              View receipt
            </Button>
          )}
        </div>
      ),
    }),
    col.accessor('created_at', { header: 'Date', cell: ({ getValue }) => formatDate(getValue()) }),
    col.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => (
        <Badge variant={getValue() === 'pending' ? 'warning' : 'outline'}>
          {getValue().replace(/_/g, ' ')}
        </Badge>
      ),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      meta: { card: 'footer' },
      cell: ({ row: { original: p } }) => (
        <div className="flex flex-wrap gap-1.5">
          {p.user_id === null ? (
            // The learner was deleted: the payment is kept (nothing about money is deleted) but
            // there is nobody to grant a plan to; Reject closes it.
            <Button size="sm" disabled>
              Account deleted - cannot accept
            </Button>
          ) : p.gcash_reference ? (
            <Button
              size="sm"
              onClick={() => open({ kind: 'approve', payment: p })}
              aria-label={`Accept: ${p.user_name}`}
            >
              Accept
            </Button>
          ) : (
            <Button size="sm" disabled>
              NO REFERENCE PROVIDED - CANNOT ACCEPT
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => open({ kind: 'reject', payment: p })}
            aria-label={`Reject: ${p.user_name}`}
          >
            Reject
          </Button>
        </div>
      ),
    }),
  ]);
}

/** The payments tab (admin spec §2.3): pending payments to accept or reject, and the GCash settings. */
export default function PaymentsTab() {
  const pending = usePendingPayments();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [page, setPage] = useState<DataTablePage>({ page: 1, limit: 25 });
  const cols = useMemo(() => columns(setDecision), []);
  const rows = pending.data?.pending_payments;
  const shown = rows?.slice((page.page - 1) * page.limit, page.page * page.limit);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">
          Pending payments{' '}
          {!!pending.data?.pending_count && <Badge variant="destructive">{pending.data.pending_count}</Badge>}
        </h2>
        <Button variant="outline" onClick={() => pending.refetch()} disabled={pending.isFetching}>
          Refresh
        </Button>
      </div>
      <DataTable
        label="Pending payments"
        columns={cols}
        data={shown}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.user_name}
        total={rows?.length}
        page={page}
        onPageChange={setPage}
        isLoading={pending.isPending}
        isFetching={pending.isFetching}
        error={pending.error}
        onRetry={() => pending.refetch()}
        emptyMessage="No payments waiting for verification"
      />
      <PaymentDecisionDialog decision={decision} onClose={() => setDecision(null)} />
      <PaymentSettingsCard />
    </div>
  );
}
