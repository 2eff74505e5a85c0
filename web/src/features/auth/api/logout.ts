import { api } from '@web/lib/api';
import { clearSession, type EndReason, getToken } from '@web/lib/session';

/** Revokes the token on the server (best effort), then clears the local session. */
export async function logout(reason: EndReason = 'logout'): Promise<void> {
  if (getToken()) {
    try {
      await api.post('/auth/logout');
    } catch {
      // The token may already be invalid; the local session is cleared either way.
    }
  }
  clearSession(reason);
}
