import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useState } from 'react';
import { useBulkTestAccess } from '../api/bulk-test-access';
import { useUserTestAccess } from '../api/get-user-test-access';
import { useUpdateTestAccess } from '../api/update-test-access';
import { StatusChip } from './StatusChip';

/** One learner's tests by board area, with lock and reopen per test and per area. */
export function UserTestPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const data = useUserTestAccess(userId);
  const update = useUpdateTestAccess();
  const bulk = useBulkTestAccess();
  const [reason, setReason] = useState('');

  const act = (testId: string, action: 'lock' | 'reopen') =>
    update.mutate(
      { user_id: userId, test_id: testId, action, reason: reason.trim() || undefined },
      {
        onSuccess: (r) =>
          showToast({ title: 'Test access updated', description: r.message, variant: 'success' }),
        onError: (e) => showErrorToast('Error reopening or locking test', e, 'Failed to update test access'),
      },
    );
  const area = (boardArea: string, action: 'lock' | 'unlock') =>
    bulk.mutate(
      {
        board_area: boardArea,
        action,
        user_id: userId,
        admin_reason: reason.trim() || `${action} by an administrator`,
      },
      {
        onSuccess: (r) =>
          showToast({
            title: 'Bulk Access Updated',
            description: `${r.affected_tests} tests changed`,
            variant: 'success',
          }),
        onError: (e) => showErrorToast(`Error during bulk ${action}`, e, `Failed to ${action} tests`),
      },
    );
  const busy = update.isPending || bulk.isPending;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>{data.data ? `Test access: ${data.data.user_name}` : 'Test access'}</CardTitle>
          <CardDescription>{data.data?.user_email}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field label="Reason" optional>
          {({ id }) => (
            <Input id={id} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
        {data.isLoading && <Skeleton className="h-40" />}
        {data.error && (
          <p role="alert" className="text-sm text-destructive">
            Error loading user test access: {errorText(data.error, 'Failed to load data')}
          </p>
        )}
        {data.data?.test_access.map((a) => (
          <section key={a.board_area} className="grid gap-2" aria-label={a.board_area_name}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold">
                {a.board_area_name}
                {!a.has_access && <span className="ml-2 text-sm text-destructive">(area restricted)</span>}
              </h4>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => area(a.board_area, 'lock')}
                >
                  Lock area
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => area(a.board_area, 'unlock')}
                >
                  Unlock area
                </Button>
              </span>
            </div>
            <ul className="grid gap-1">
              {a.tests.map((t) => (
                <li
                  key={t.test_id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded border p-2 text-sm"
                >
                  <span className="min-w-0">
                    {t.subject} · <span className="capitalize">{t.difficulty_level}</span>
                    <span className="ml-2 text-muted-foreground">
                      {t.attempts_count} attempt{t.attempts_count === 1 ? '' : 's'}
                      {t.last_score !== null && ` · last ${t.last_score}%`}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <StatusChip status={t.status} requiresAction={t.requires_action} />
                    {t.status === 'manually_locked' || t.status === 'completed_locked' ? (
                      <Button size="sm" disabled={busy} onClick={() => act(t.test_id, 'reopen')}>
                        Reopen
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => act(t.test_id, 'lock')}
                      >
                        Lock
                      </Button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
