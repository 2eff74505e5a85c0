import type { PlanId } from '@core/catalog';
import type { Plan, plansResponseSchema } from '@core/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type { Plan };

/** The plans by id; a plan the server does not offer is absent. */
export type PlansById = Partial<Record<PlanId, Plan>>;

export const plansQueryKey = ['payments', 'plans'] as const;

export async function getPlans(): Promise<PlansById> {
  const data = await api.get<z.infer<typeof plansResponseSchema>>('/payments/plans', { auth: false });
  return data.plans ?? {};
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: plansQueryKey, queryFn: getPlans, staleTime: 10 * 60_000 });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
