import type { TestAccessStatus } from '@core/schemas/access';
import { Badge } from '@web/components/ui/badge';

const LOOK: Record<
  TestAccessStatus,
  { label: string; variant: 'success' | 'secondary' | 'warning' | 'destructive' }
> = {
  available: { label: 'Available', variant: 'success' },
  completed_locked: { label: 'Completed · locked', variant: 'secondary' },
  completed_open: { label: 'Reopened', variant: 'warning' },
  manually_locked: { label: 'Locked by admin', variant: 'destructive' },
};

/** A test's access status as a chip, and 'Action Required' when it is locked. */
export function StatusChip({
  status,
  requiresAction,
}: {
  status: TestAccessStatus;
  requiresAction?: boolean;
}) {
  const look = LOOK[status];
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={look.variant}>{look.label}</Badge>
      {requiresAction && <Badge variant="outline">Action Required</Badge>}
    </span>
  );
}
