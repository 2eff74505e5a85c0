import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { BookOpen, CreditCard, TrendingUp, Users } from 'lucide-react';

export const STAT_CARDS = [
  { label: 'Total Users', icon: Users },
  { label: 'Active Subscriptions', icon: TrendingUp },
  { label: 'Total Courses', icon: BookOpen },
  { label: 'Monthly Revenue', icon: CreditCard },
] as const;

/**
 * The four stat cards of /admin. Without values (the chunk or the figures still loading) each
 * value is a skeleton of the value's line height, so the tabs below do not move when they come.
 */
export function StatCardGrid({ values }: { values?: string[] }) {
  return (
    <>
      {!values && (
        <span role="status" className="sr-only">
          Loading admin dashboard...
        </span>
      )}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Statistics">
        {STAT_CARDS.map(({ label, icon: Icon }, i) => (
          <li key={label}>
            <Card>
              <CardContent className="flex items-center justify-between gap-2 p-4">
                <div className="grid gap-0.5">
                  <span className="text-sm text-muted-foreground">{label}</span>
                  {values ? (
                    <span className="text-xl font-bold sm:text-2xl" data-testid={`stat-${label}`}>
                      {values[i]}
                    </span>
                  ) : (
                    <Skeleton className="h-7 w-16 sm:h-8" />
                  )}
                </div>
                <Icon className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
