import { relativeTime } from '@core/rules/relative-time';
import type { AuditEntry } from '@core/schemas/audit';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/errors';
import { formatDate } from '@web/lib/format';
import { useUserAuditLog } from '../api/user-audit';

const ACTIONS: Record<string, string> = {
  'user.reset_password': 'Password reset',
  'payment.verify': 'Payment verified',
  'payment.revoke': 'Payment verification revoked',
  'payment.approve': 'Payment approved',
  'payment.reject': 'Payment rejected',
  'verification.approve': 'Account verification approved',
  'verification.reject': 'Account verification rejected',
  'test_access.manually_locked': 'Test locked',
  'test_access.available': 'Test reopened',
  'test_access.completed_open': 'Test reopened for one retake',
  'board_area_access.open': 'Board area opened',
  'board_area_access.close': 'Board area closed',
};

/** 'test_access.completed_locked' → 'Test access: completed locked' for an action without a label. */
const labelOf = (action: string) =>
  ACTIONS[action] ??
  action.replace(/^(\w+)\.(.*)$/, (_, noun: string, verb: string) =>
    `${noun.replaceAll('_', ' ')}: ${verb.replaceAll('_', ' ')}`.replace(/^./, (c) => c.toUpperCase()),
  );

/** What it was about, beyond the account itself (a test, a board area, a plan). */
function detailOf(e: AuditEntry): string | null {
  const d = e.details;
  const parts = [d.test_id, d.board_area, d.plan && `${d.plan} ${d.billing_cycle ?? ''}`.trim()].filter(
    (v): v is string => typeof v === 'string' && v.length > 0,
  );
  return parts.length ? parts.join(' · ') : null;
}

/**
 * Issue 13: the audit entries about this account in the user's detail (administrators only):
 * who did what, why and when, newest first (decisions.md "Staff actions").
 */
export function UserAuditCard({ userId }: { userId: string }) {
  const log = useUserAuditLog(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Account History</CardTitle>
      </CardHeader>
      <CardContent>
        {log.isLoading ? (
          <Spinner label="Loading account history..." />
        ) : log.error ? (
          <Alert role="alert" variant="destructive">
            <AlertTitle>Error loading account history</AlertTitle>
            <AlertDescription className="grid justify-items-start gap-2">
              <p>{errorText(log.error, 'Failed to load the account history')}</p>
              <Button size="sm" variant="outline" onClick={() => log.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : log.data?.length ? (
          <ul className="grid gap-2" aria-label="Administrator actions on this account">
            {log.data.map((e) => (
              <li key={e.id} className="grid rounded-md border p-2 text-sm">
                <span className="font-medium">{labelOf(e.action)}</span>
                {detailOf(e) && <span className="text-xs break-all">{detailOf(e)}</span>}
                {e.reason && <span className="break-words">Reason: {e.reason}</span>}
                <span className="text-xs text-muted-foreground">
                  By {e.actor_name} ·{' '}
                  <time dateTime={e.created_at} title={formatDate(e.created_at)}>
                    {relativeTime(e.created_at, { scale: 'admin' })}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No administrator actions on this account yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
