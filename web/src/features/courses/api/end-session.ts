import type { sessionTimeBodySchema, sessionTimeResponseSchema } from '@core/schemas/tracking';
import { api } from '@web/lib/api';
import { getToken } from '@web/lib/session';
import type { z } from 'zod';

type SessionTime = z.infer<typeof sessionTimeResponseSchema>;
type SessionTimeBody = z.input<typeof sessionTimeBodySchema>;

const body = (durationSeconds: number): SessionTimeBody => ({
  duration_seconds: Math.round(durationSeconds),
});

/** POST /study-materials/end-session/{id}: the session's total seconds. */
export function endStudySession(sessionId: string, durationSeconds: number): Promise<SessionTime> {
  return api.post<SessionTime>(`/study-materials/end-session/${sessionId}`, body(durationSeconds));
}

/** POST /study-materials/session-heartbeat/{id}: the running total, session stays open. */
export function heartbeatStudySession(sessionId: string, durationSeconds: number): Promise<SessionTime> {
  return api.post<SessionTime>(`/study-materials/session-heartbeat/${sessionId}`, body(durationSeconds));
}

/** Ending a session while the page closes. */
export function endStudySessionOnExit(sessionId: string, durationSeconds: number): void {
  if (!getToken()) return;
  api
    .post(`/study-materials/end-session/${sessionId}`, body(durationSeconds), { keepalive: true })
    .catch(() => {});
}
