import { relativeTime } from '@core/rules/relative-time';
import type { VerificationRequest } from '@core/schemas/verification';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { showErrorToast, showToast } from '@web/lib/toast';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { usePendingRequests, useProcessRequest, useVerificationStats } from '../api/verification';
import { RejectRequestDialog } from './RejectRequestDialog';

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card>
      <CardContent className="grid gap-1 py-4">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="text-2xl font-bold">{value ?? '—'}</span>
      </CardContent>
    </Card>
  );
}

/** The user-verification tab (admin spec §2.3): four counters, Refresh, pending requests. */
export default function UserVerificationTab() {
  const requests = usePendingRequests();
  const stats = useVerificationStats();
  const process = useProcessRequest();
  const [rejecting, setRejecting] = useState<VerificationRequest | null>(null);

  const approve = (r: VerificationRequest) =>
    process.mutate(
      { id: r.id, body: { action: 'approve' } },
      {
        onSuccess: (res) =>
          showToast({
            title: 'User Verified',
            description: `${res.user_email} was notified.`,
            variant: 'success',
          }),
        onError: (e) => showErrorToast('Update failed', e, 'Failed to update user verification'),
      },
    );
  const reject = (r: VerificationRequest, reason: string) =>
    process.mutate(
      { id: r.id, body: { action: 'reject', admin_notes: reason } },
      {
        onSuccess: (res) => {
          showToast({ title: 'User Rejected', description: `${res.user_email} was told the reason.` });
          setRejecting(null);
        },
        onError: (e) => showErrorToast('Update failed', e, 'Failed to update user verification'),
      },
    );
  const refresh = () => {
    requests.refetch();
    stats.refetch();
  };

  const s = stats.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">User verification</h2>
        <Button variant="outline" onClick={refresh} disabled={requests.isFetching || stats.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" /> Refresh
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Counter label="Pending Requests" value={s?.verification_requests?.pending} />
        <Counter label="Approved Users" value={s?.verification_requests?.approved} />
        <Counter label="Rejected Users" value={s?.verification_requests?.rejected} />
        <Counter label="Verified Users" value={s?.users?.verified} />
      </div>
      {requests.isPending ? (
        <p className="text-sm text-muted-foreground">Loading verification requests…</p>
      ) : requests.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p className="font-semibold">Error loading verification requests</p>
          <p className="text-sm text-muted-foreground">Failed to load requests</p>
          <Button variant="outline" onClick={() => requests.refetch()}>
            Try again
          </Button>
        </div>
      ) : requests.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          No pending verification requests
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Pending verification requests">
          {requests.data.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
            >
              <div className="grid min-w-0">
                <span className="font-medium">{r.user_name}</span>
                <span className="truncate text-sm text-muted-foreground">{r.user_email}</span>
                <span className="text-xs text-muted-foreground">
                  {relativeTime(r.created_at, { scale: 'admin' })} · {r.request_reason}
                </span>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => approve(r)}
                  disabled={process.isPending}
                  aria-label={`Approve ${r.user_name}`}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRejecting(r)}
                  aria-label={`Reject ${r.user_name}`}
                >
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <RejectRequestDialog
        request={rejecting}
        pending={process.isPending}
        onReject={(reason) => rejecting && reject(rejecting, reason)}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
