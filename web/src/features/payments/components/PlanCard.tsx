import type { BillingCycle } from '@core/catalog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatPeso } from '@web/lib/format';
import { Check } from 'lucide-react';
import type { Plan } from '../api/get-plans';

interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
  current: boolean;
  featured: boolean;
  onChoose: () => void;
}

export function PlanCard({ plan, cycle, current, featured, onChoose }: PlanCardProps) {
  const price = cycle === 'monthly' ? plan.monthly : plan.yearly;
  const titleId = `plan-${plan.id}`;
  return (
    <Card
      aria-labelledby={titleId}
      className={cn('relative flex flex-col gap-5 p-6', featured && 'border-2 border-primary shadow-lg')}
      data-testid={`plan-${plan.id}`}
    >
      {featured && (
        <Badge className="absolute -top-3 left-6 bg-accent text-accent-foreground">Most Popular</Badge>
      )}
      <div>
        <h2 id={titleId} className="text-xl font-bold">
          {plan.name}
        </h2>
        <p className="mt-3 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{formatPeso(price)}</span>
          <span className="text-muted-foreground">/{cycle === 'monthly' ? 'month' : 'year'}</span>
        </p>
        <p className="h-5 text-sm text-muted-foreground">
          {cycle === 'yearly'
            ? `${formatPeso(Math.round(plan.yearly / 12))}/month, billed yearly`
            : 'Billed monthly'}
        </p>
      </div>
      <ul className="grid flex-1 content-start gap-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        variant={featured ? 'default' : 'outline'}
        disabled={current}
        onClick={onChoose}
        aria-label={current ? `${plan.name}: your current plan` : `Choose ${plan.name}, ${cycle}`}
      >
        {current ? 'Current Plan' : `Choose ${plan.name}`}
      </Button>
    </Card>
  );
}

export function PlanCardSkeleton() {
  return (
    <Card className="flex h-[26rem] flex-col gap-4 p-6" aria-hidden="true">
      <div className="h-6 w-24 animate-pulse rounded bg-muted" />
      <div className="h-10 w-40 animate-pulse rounded bg-muted" />
      <div className="grid flex-1 content-start gap-3">
        {[1, 2, 3, 4].map((i) => (
          <div key={i} className="h-4 animate-pulse rounded bg-muted" />
        ))}
      </div>
      <div className="h-12 animate-pulse rounded bg-muted" />
    </Card>
  );
}
