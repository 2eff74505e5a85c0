import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useState } from 'react';
import { useBulkTestAccess } from '../api/bulk-test-access';
import { type BulkArea, useBulkAccessStatus } from '../api/get-bulk-access-status';

const VARIANT = { locked: 'destructive', unlocked: 'success', partial: 'warning' } as const;

/** Lock or unlock every learner's tests of a board area, or of one of its subjects (reason required). */
export function BulkAreaControl() {
  const status = useBulkAccessStatus();
  const bulk = useBulkTestAccess();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const run = (area: BulkArea, action: 'lock' | 'unlock', subjectIndex?: number) => {
    if (!reason.trim()) {
      setReasonError('Please give a reason for this change');
      return;
    }
    setReasonError(undefined);
    bulk.mutate(
      { board_area: area.board_area_id, action, admin_reason: reason.trim(), subject_index: subjectIndex },
      {
        onSuccess: (r) =>
          showToast({
            title: 'Bulk Access Updated',
            description: `Bulk ${action} successful: ${r.affected_tests} tests of ${r.affected_users} learners`,
            variant: 'success',
          }),
        onError: (e) => showErrorToast(`Error during bulk ${action}`, e, `Failed to ${action} tests`),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Bulk board-area control</CardTitle>
        <CardDescription>
          Each board area has 6 subjects with 3 difficulty levels each. Locking applies to every learner;
          unlocking lifts administrators' locks (completed tests stay locked until reopened one by one).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field label="Reason" error={reasonError} hint="Recorded in the audit log with the change.">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. Mock board exam week"
            />
          )}
        </Field>
        {status.isLoading && <Skeleton className="h-32" />}
        {status.error && (
          <p role="alert" className="text-sm text-destructive">
            Error loading bulk access status: {errorText(status.error, 'Failed to load status')}
          </p>
        )}
        <ul className="grid gap-3 md:grid-cols-2">
          {status.data?.board_areas.map((a) => (
            <AreaCard key={a.board_area_id} area={a} busy={bulk.isPending} onRun={run} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function AreaCard(props: {
  area: BulkArea;
  busy: boolean;
  onRun: (area: BulkArea, action: 'lock' | 'unlock', subjectIndex?: number) => void;
}) {
  const { area, busy, onRun } = props;
  const [subject, setSubject] = useState(String(area.subjects[0]?.subject_index ?? 1));
  return (
    <li className="grid gap-3 rounded-lg border p-3" data-testid={`bulk-area-${area.board_area_id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{area.title}</h4>
        <Badge variant={VARIANT[area.status]}>{area.status}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {area.locked_tests} of {area.total_tests} learner tests locked · {area.total_users} learners
        {area.last_action && (
          <>
            {' '}
            · last {area.last_action.action} {new Date(area.last_action.timestamp).toLocaleString('en-PH')}
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="destructive" disabled={busy} onClick={() => onRun(area, 'lock')}>
          Lock all tests
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onRun(area, 'unlock')}>
          Unlock all tests
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Subject" className="min-w-0 flex-1">
          {({ id }) => (
            <NativeSelect id={id} value={subject} onChange={(e) => setSubject(e.target.value)}>
              {area.subjects.map((s) => (
                <option key={s.subject_index} value={s.subject_index}>
                  {s.name} ({s.locked_tests} locked)
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => onRun(area, 'lock', Number(subject))}
        >
          Lock subject
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onRun(area, 'unlock', Number(subject))}
        >
          Unlock subject
        </Button>
      </div>
    </li>
  );
}
