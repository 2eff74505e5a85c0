import { BILLING_CYCLES, type BillingCycle, PLAN_IDS, type PlanId } from '@core/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageLoader } from '@web/components/ui/spinner';
import { formatPeso } from '@web/lib/format';
import { showErrorToast } from '@web/lib/toast';
import { Check } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { usePlans } from '../api/get-plans';
import { createPayment, currentPaymentQueryKey, useCurrentPayment } from '../api/payment-api';
import { ConfirmPaymentForm } from '../components/ConfirmPaymentForm';
import { PaymentInstructions } from '../components/PaymentInstructions';
import { PaymentStatusCard } from '../components/PaymentStatusCard';

/**
 * /payment?plan=&cycle= (learner spec §2): plan chosen → payment created (GCash instructions)
 * → payment confirmed (reference, amount, screenshot) → pending until an administrator decides.
 * Plan defaults to premium and cycle to monthly.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const planParam = params.get('plan') ?? 'premium';
  const cycleParam = params.get('cycle') ?? 'monthly';
  const plans = usePlans();
  const current = useCurrentPayment();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createPayment,
    onSuccess: (payment) => queryClient.setQueryData(currentPaymentQueryKey, { payment }),
    onError: (error) => showErrorToast('Payment Error', error, 'Could not start the payment'),
  });

  if (plans.isPending || current.isPending) return <PageLoader label="Loading payment options..." />;

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
  const payment = current.data?.payment ?? null;
  const open =
    payment?.status === 'awaiting_reference' && payment.plan === planParam && payment.billing_cycle === cycle
      ? payment
      : null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <div>
        <Link to="/pricing" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          ← Back to Pricing
        </Link>
        <h1 className="mt-2 text-3xl font-bold">Complete your subscription</h1>
      </div>
      {current.isError && (
        <p role="alert" className="text-sm text-destructive">
          We could not check your earlier payments. Reload the page to try again.
        </p>
      )}
      {payment && payment.status !== 'awaiting_reference' && <PaymentStatusCard payment={payment} />}
      {payment?.status !== 'pending' && (
        <>
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
              {!open && (
                <Button
                  onClick={() =>
                    create.mutate({
                      plan: planParam as PlanId,
                      billing_cycle: cycle,
                      payment_method: 'gcash',
                    })
                  }
                  disabled={create.isPending}
                >
                  {create.isPending ? 'Preparing payment…' : `Pay ${formatPeso(amount)} with GCash`}
                </Button>
              )}
            </CardContent>
          </Card>
          {open?.instructions && (
            <>
              <PaymentInstructions instructions={open.instructions} />
              <ConfirmPaymentForm key={open.payment_id} payment={open} />
            </>
          )}
        </>
      )}
    </div>
  );
}
