import { BILLING_CYCLES, type BillingCycle, PLAN_IDS, type PlanId } from '@core/catalog';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/** A plan a signed-out visitor picked on /pricing, resumed once they sign in. */
export interface PendingPlan {
  plan: PlanId;
  cycle: BillingCycle;
}

const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function savePendingPlan(choice: PendingPlan): void {
  writeStorage(STORAGE_KEYS.pendingPlan, JSON.stringify({ ...choice, saved_at: Date.now() }));
}

/** Reads and forgets the saved choice (stale or malformed choices are dropped). */
export function takePendingPlan(): PendingPlan | null {
  const raw = readStorage(STORAGE_KEYS.pendingPlan);
  writeStorage(STORAGE_KEYS.pendingPlan, null);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as PendingPlan & { saved_at?: number };
    if (!PLAN_IDS.includes(value.plan) || !BILLING_CYCLES.includes(value.cycle)) return null;
    if (!value.saved_at || Date.now() - value.saved_at > MAX_AGE_MS) return null;
    return { plan: value.plan, cycle: value.cycle };
  } catch {
    return null;
  }
}

export function paymentPath({ plan, cycle }: PendingPlan): string {
  return `/payment?plan=${plan}&cycle=${cycle}`;
}
