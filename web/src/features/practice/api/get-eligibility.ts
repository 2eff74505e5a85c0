import type { Eligibility } from '@core/schemas/practice';
import { api } from '@web/lib/api';

/** Learner spec §7: the eligibility check waits at most 5 s. */
export const ELIGIBILITY_TIMEOUT_MS = 5000;

/** GET /user-tracking/test-eligibility/{testId}; a 403 means payment verification is missing. */
export function getEligibility(testId: string): Promise<Eligibility> {
  return api.get<Eligibility>(`/user-tracking/test-eligibility/${encodeURIComponent(testId)}`, {
    signal: AbortSignal.timeout(ELIGIBILITY_TIMEOUT_MS),
  });
}
