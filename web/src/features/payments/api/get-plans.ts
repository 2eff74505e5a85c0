import type { PlanId } from '@core/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface Plan {
  id: PlanId;
  name: string;
  features: string[];
  monthly: number;
  yearly: number;
}

export type PlansById = Partial<Record<PlanId, Plan>>;

export const plansQueryKey = ['payments', 'plans'] as const;

export async function getPlans(): Promise<PlansById> {
  const data = await api.get<{ plans: PlansById }>('/payments/plans', { auth: false });
  return data.plans ?? {};
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: plansQueryKey, queryFn: getPlans, staleTime: 10 * 60_000 });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
