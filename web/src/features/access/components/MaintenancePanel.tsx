import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useFixTestResults, useSyncTestAccess } from '../api/maintenance';

/** The two repairs: both idempotent, so running them again fixes nothing more. */
export function MaintenancePanel() {
  const sync = useSyncTestAccess();
  const fix = useFixTestResults();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Maintenance</CardTitle>
        <CardDescription>Repairs of test data that can drift; safe to run any time.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: (r) =>
                showToast({
                  title: 'Synchronization completed',
                  description: `${r.synced_records} records synchronized, ${r.fixed_records} fixed`,
                  variant: 'success',
                }),
              onError: (e) => showErrorToast('Error during synchronization', e, 'Failed to synchronize data'),
            })
          }
        >
          {sync.isPending ? 'Synchronizing…' : 'Synchronize test access data'}
        </Button>
        <Button
          variant="outline"
          disabled={fix.isPending}
          onClick={() =>
            fix.mutate(undefined, {
              onSuccess: (r) =>
                showToast({
                  title: 'Data integrity fix completed',
                  description: `${r.fixed_records} results fixed`,
                  variant: 'success',
                }),
              onError: (e) => showErrorToast('Error fixing data integrity', e, 'Failed to fix data'),
            })
          }
        >
          {fix.isPending ? 'Fixing…' : 'Fix test results data integrity'}
        </Button>
      </CardContent>
    </Card>
  );
}
