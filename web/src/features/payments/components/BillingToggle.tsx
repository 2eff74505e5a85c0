import type { BillingCycle } from '@core/catalog';
import { LIMITS } from '@core/catalog';
import { cn } from '@web/lib/cn';

const OPTIONS: { value: BillingCycle; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (v: BillingCycle) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <fieldset className="inline-flex rounded-full border border-border bg-card p-1">
        <legend className="sr-only">Billing cycle</legend>
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'rounded-full px-5 py-2 text-sm font-semibold transition-colors',
              value === option.value
                ? 'bg-primary text-primary-foreground'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <span className="rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">
        Save {LIMITS.yearlySavingPercent}% with yearly billing
      </span>
    </div>
  );
}
