import { BILLING_CYCLES, type BillingCycle, PLAN_IDS, type PlanId } from '@core/catalog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageLoader } from '@web/components/ui/spinner';
import { formatPeso } from '@web/lib/format';
import { Check } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { usePlans } from '../api/get-plans';

/**
 * /payment?plan=&cycle= (learner spec §2). Until the GCash payment flow lands this shows the
 * chosen plan's order summary; plan defaults to premium and cycle to monthly.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const planParam = params.get('plan') ?? 'premium';
  const cycleParam = params.get('cycle') ?? 'monthly';
  const plans = usePlans();

  if (plans.isPending) return <PageLoader label="Loading payment options..." />;

  const validPlan = (PLAN_IDS as readonly string[]).includes(planParam);
  const validCycle = (BILLING_CYCLES as readonly string[]).includes(cycleParam);
  const plan = validPlan ? plans.data?.[planParam as PlanId] : undefined;
  if (!plan || !validCycle) {
    return (
      <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Invalid Plan</h1>
        <p className="text-muted-foreground">
          {plans.isError ? 'We could not load the plans.' : 'The plan you selected does not exist.'} Please
          choose a plan on the pricing page.
        </p>
        <Button asChild>
          <Link to="/pricing">Back to Pricing</Link>
        </Button>
      </div>
    );
  }

  const cycle = cycleParam as BillingCycle;
  const amount = cycle === 'monthly' ? plan.monthly : plan.yearly;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <div>
        <Link to="/pricing" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          ← Back to Pricing
        </Link>
        <h1 className="mt-2 text-3xl font-bold">Complete your subscription</h1>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Order summary</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-semibold">{plan.name}</dd>
            <dt className="text-muted-foreground">Billing</dt>
            <dd className="font-semibold">{cycle === 'monthly' ? 'Monthly' : 'Yearly'}</dd>
            <dt className="border-t border-border pt-2 text-base font-semibold">Total</dt>
            <dd className="border-t border-border pt-2 text-base font-bold">{formatPeso(amount)}</dd>
          </dl>
          <ul className="grid gap-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" /> {feature}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pay with GCash</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          Payment instructions will appear here. An administrator verifies GCash payments within 24 hours.
        </CardContent>
      </Card>
    </div>
  );
}
