import { API_BASE, api } from '@web/lib/api';
import { getToken } from '@web/lib/session';

interface SessionTime {
  session_id: string;
  duration_seconds: number;
  ended: boolean;
}

/** POST /study-materials/end-session/{id}: the session's total seconds. */
export function endStudySession(sessionId: string, durationSeconds: number): Promise<SessionTime> {
  return api.post<SessionTime>(`/study-materials/end-session/${sessionId}`, {
    duration_seconds: Math.round(durationSeconds),
  });
}

/** POST /study-materials/session-heartbeat/{id}: the running total, session stays open. */
export function heartbeatStudySession(sessionId: string, durationSeconds: number): Promise<SessionTime> {
  return api.post<SessionTime>(`/study-materials/session-heartbeat/${sessionId}`, {
    duration_seconds: Math.round(durationSeconds),
  });
}

/** Ending a session while the page closes. */
export function endStudySessionOnExit(sessionId: string, durationSeconds: number): void {
  const token = getToken();
  if (!token) return;
  void fetch(`${API_BASE}/study-materials/end-session/${sessionId}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ duration_seconds: Math.round(durationSeconds) }),
  }).catch(() => {});
}
