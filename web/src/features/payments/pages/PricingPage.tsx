import { type BillingCycle, PLAN_IDS, type PlanId } from '@core/catalog';
import { subscriptionState } from '@core/rules/access';
import { Button } from '@web/components/ui/button';
import { paymentPath, savePendingPlan } from '@web/lib/pending-plan';
import { accessRoleOf } from '@web/lib/permissions';
import { useUser } from '@web/lib/session';
import { showToast } from '@web/lib/toast';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePlans } from '../api/get-plans';
import { BillingToggle } from '../components/BillingToggle';
import { CurrentPlanNotice } from '../components/CurrentPlanNotice';
import { PlanCard, PlanCardSkeleton } from '../components/PlanCard';
import { ContactSales, FreeTrialNotice, PricingBenefits } from '../components/PricingExtras';

export function PricingPage() {
  const user = useUser();
  const navigate = useNavigate();
  const plans = usePlans();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const state = user ? subscriptionState({ ...user, role: accessRoleOf(user) }) : null;

  useEffect(() => {
    if (plans.isError)
      showToast({ title: 'Error loading plans', description: 'Please try again.', variant: 'destructive' });
  }, [plans.isError]);

  const choose = (plan: PlanId) => {
    const choice = { plan, cycle };
    if (user) {
      navigate(paymentPath(choice));
      return;
    }
    savePendingPlan(choice);
    navigate('/login', { state: { from: paymentPath(choice) } });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Choose your review plan</h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
          Everything you need to prepare for the Criminology Licensure Examination. Pay by GCash; an
          administrator confirms your payment.
        </p>
        <BillingToggle value={cycle} onChange={setCycle} />
      </header>

      {user && <CurrentPlanNotice user={user} />}

      <div className="grid gap-6 pt-2 md:grid-cols-3">
        {plans.isPending && PLAN_IDS.map((id) => <PlanCardSkeleton key={id} />)}
        {plans.isError && (
          <div className="grid justify-items-center gap-3 rounded-lg border border-border bg-card p-8 text-center md:col-span-3">
            <p className="font-semibold">Error loading plans</p>
            <Button variant="outline" onClick={() => plans.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {plans.data &&
          PLAN_IDS.map((id) => {
            const plan = plans.data[id];
            if (!plan) return null;
            return (
              <PlanCard
                key={id}
                plan={{ ...plan, id }}
                cycle={cycle}
                featured={id === 'premium'}
                current={state === id}
                onChoose={() => choose(id)}
              />
            );
          })}
      </div>

      <PricingBenefits />
      <FreeTrialNotice signedIn={Boolean(user)} />
      <ContactSales />
    </div>
  );
}
