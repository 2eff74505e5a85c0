import { api } from '@web/lib/api';

export type StartSessionInput =
  | { session_type: 'video'; video_id: string }
  | { session_type: 'material'; material_id: string };

/** POST /study-materials/start-session: a viewing or reading session. */
export async function startStudySession(input: StartSessionInput): Promise<string> {
  const res = await api.post<{ session_id: string }>('/study-materials/start-session', input);
  return res.session_id;
}
