import type { startSessionBodySchema, startSessionResponseSchema } from '@core/schemas/tracking';
import { api } from '@web/lib/api';
import type { z } from 'zod';

type StartSessionInput = z.input<typeof startSessionBodySchema>;
type StartSessionResult = z.infer<typeof startSessionResponseSchema>;

/** POST /study-materials/start-session: a viewing or reading session. */
export async function startStudySession(input: StartSessionInput): Promise<string> {
  const res = await api.post<StartSessionResult>('/study-materials/start-session', input);
  return res.session_id;
}
