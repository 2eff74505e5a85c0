import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/errors';
import { formatPeso } from '@web/lib/format';
import { useAdminStats } from '../api/get-admin-stats';
import { StatCardGrid } from './StatCardGrid';

/** The four stat cards of /admin (admin spec §2.3); revenue in PHP, en-PH. */
export default function AdminStatCards() {
  const stats = useAdminStats();
  if (stats.isLoading) return <StatCardGrid />;
  if (stats.error || !stats.data)
    return (
      <Alert role="alert" variant="destructive">
        <AlertTitle>Error loading admin data</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-2">
          <p>{errorText(stats.error, 'Failed to load data')}</p>
          <Button size="sm" variant="outline" onClick={() => stats.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  const s = stats.data;
  return (
    <StatCardGrid
      values={[
        s.total_users.toLocaleString('en-PH'),
        s.active_subscriptions.toLocaleString('en-PH'),
        s.total_courses.toLocaleString('en-PH'),
        formatPeso(s.revenue_this_month),
      ]}
    />
  );
}
