import { LIMITS } from '@core/catalog';
import type { User } from '@core/schemas/auth';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { capitalize, formatPeso } from '@web/lib/format';
import { CheckCircle2, Crown, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

export const WALL_BENEFITS = [
  'All 6 criminology subjects',
  'Unlimited practice tests and video lectures',
  'Advanced progress tracking and analytics',
  'Real-time performance monitoring',
  'Study recommendations and insights',
];

/** Learner spec §2 guard screens: shown instead of a page that needs a subscription or trial. */
export function SubscriptionWall({ user }: { user: User }) {
  const trialExpired = user.subscription === 'trial';
  const title = trialExpired ? 'Trial Period Expired' : 'Subscription Required';
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card className="w-full">
        <CardHeader className="justify-items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent/25 text-warning">
            <Crown className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted-foreground">
            {trialExpired
              ? `Your ${LIMITS.trialDays}-day free trial has ended. Choose a plan to keep studying.`
              : 'This part of CrimReview needs an active subscription or free trial.'}
          </p>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-4 py-3 text-sm">
            <span>
              Current plan: <strong>{capitalize(user.subscription)}</strong>
            </span>
            <Badge variant={trialExpired ? 'destructive' : 'warning'}>
              {trialExpired ? 'Expired' : 'Limited Access'}
            </Badge>
          </div>
          <div>
            <h2 className="mb-2 font-semibold">Upgrade to get:</h2>
            <ul className="grid gap-2 text-sm">
              {WALL_BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-2">
            <Button
              asChild
              size="lg"
              variant="accent"
              className="h-auto min-h-12 py-3 text-center whitespace-normal"
            >
              <Link to="/pricing">Upgrade Now - Starting at {formatPeso(LIMITS.startingPrice)}/month</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard">Back to Dashboard</Link>
            </Button>
          </div>
          <p className="flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
            <ShieldCheck className="size-4 text-success" aria-hidden="true" />
            30-Day Money-Back Guarantee
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
