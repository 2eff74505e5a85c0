import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/errors';
import { formatPeso } from '@web/lib/format';
import { BookOpen, CreditCard, TrendingUp, Users } from 'lucide-react';
import { useAdminStats } from '../api/get-admin-stats';

/** The four stat cards of /admin (admin spec §2.3); revenue in PHP, en-PH. */
export default function AdminStatCards() {
  const stats = useAdminStats();
  if (stats.isLoading) return <Spinner label="Loading admin dashboard..." className="py-6" />;
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
  const cards = [
    { label: 'Total Users', value: s.total_users.toLocaleString('en-PH'), icon: Users },
    {
      label: 'Active Subscriptions',
      value: s.active_subscriptions.toLocaleString('en-PH'),
      icon: TrendingUp,
    },
    { label: 'Total Courses', value: s.total_courses.toLocaleString('en-PH'), icon: BookOpen },
    { label: 'Monthly Revenue', value: formatPeso(s.revenue_this_month), icon: CreditCard },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Statistics">
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label}>
          <Card>
            <CardContent className="flex items-center justify-between gap-2 p-4">
              <div className="grid gap-0.5">
                <span className="text-sm text-muted-foreground">{label}</span>
                <span className="text-xl font-bold sm:text-2xl" data-testid={`stat-${label}`}>
                  {value}
                </span>
              </div>
              <Icon className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
