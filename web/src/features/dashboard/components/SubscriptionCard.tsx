import type { SubscriptionStatus } from '@core/schemas/payments';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { capitalize, formatDate } from '@web/lib/format';
import { Link } from 'react-router';

/** Learner spec §2 badge colours: Trial and Basic grey, Premium red, Pro yellow. */
const VARIANT: Record<string, BadgeProps['variant']> = {
  trial: 'grey',
  basic: 'grey',
  premium: 'red',
  pro: 'yellow',
};

/** Subscription status; a failed call reads as expired (learner spec §8). */
export function SubscriptionCard({ status }: { status: SubscriptionStatus | undefined }) {
  const s = status ?? {
    subscription: 'expired' as const,
    plan: 'trial',
    expires_at: null,
    is_active: false,
    is_expired: true,
    days_remaining: 0,
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex items-center justify-between gap-2">
          <span>Plan</span>
          <Badge variant={VARIANT[s.plan] ?? 'grey'}>{capitalize(s.plan)}</Badge>
        </div>
        <div className="flex items-center justify-between gap-2">
          <span>Status</span>
          <strong className={s.is_active ? 'text-success' : 'text-destructive'}>
            {s.is_active ? 'Active' : 'Expired'}
          </strong>
        </div>
        {s.expires_at && (
          <div className="flex items-center justify-between gap-2">
            <span>{s.is_expired ? 'Expired on' : 'Expires on'}</span>
            <span>{formatDate(s.expires_at)}</span>
          </div>
        )}
        <div className="flex items-center justify-between gap-2" data-testid="days-remaining">
          <span>Days remaining</span>
          <strong>{s.days_remaining}</strong>
        </div>
        <Button asChild variant={s.is_active ? 'outline' : 'accent'}>
          <Link to="/pricing">{s.is_active ? 'Upgrade Plan' : 'Choose a plan'}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
