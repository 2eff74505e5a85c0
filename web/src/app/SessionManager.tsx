import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '@web/features/auth/api/get-me';
import { logout } from '@web/features/auth/api/logout';
import { watchInactivity } from '@web/lib/activity';
import type { LoginState } from '@web/lib/login-state';
import { userIsStaff } from '@web/lib/permissions';
import { type EndReason, onSessionEnd, setUser, useSession } from '@web/lib/session';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isPublicPath } from './routes';

export const VERIFICATION_POLL_MS = 5000;

/**
 * The session rules of learner spec §4, mounted once under the router:
 * re-reads the user on start (and every 5 s while an unverified learner waits for approval),
 * logs out after the inactivity timeout, and sends the user to /login when a session ends.
 */
export function SessionManager() {
  const { token, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const locationRef = useRef(location);
  locationRef.current = location;

  // Where to go when the session ends without the user asking. On a guarded page the
  // guard itself sends the user to /login (with the reason); on a public page a 401 just
  // signs out, while an inactivity or verification logout still goes to /login.
  useEffect(
    () =>
      onSessionEnd((reason: EndReason) => {
        queryClient.clear();
        const here = locationRef.current;
        if (reason === 'logout' || reason === 'unauthorized' || !isPublicPath(here.pathname)) return;
        const state: LoginState = { from: `${here.pathname}${here.search}${here.hash}`, notice: reason };
        navigate('/login', { replace: true, state });
      }),
    [navigate, queryClient],
  );

  // Inactivity logout, which also revokes the token.
  useEffect(() => {
    if (!token) return;
    return watchInactivity(() => void logout('inactivity'));
  }, [token]);

  // Refresh the stored user; poll while an unverified learner waits for approval.
  const waitingForVerification = Boolean(user && !user.is_verified && !userIsStaff(user));
  const me = useMe(Boolean(token), waitingForVerification ? VERIFICATION_POLL_MS : undefined);
  const wasUnverified = useRef(waitingForVerification);
  if (waitingForVerification) wasUnverified.current = true;

  useEffect(() => {
    const fresh = me.data;
    if (!fresh || !token) return;
    if (wasUnverified.current && fresh.is_verified && !userIsStaff(fresh)) {
      wasUnverified.current = false;
      void logout('verified');
      return;
    }
    setUser(fresh);
  }, [me.data, token]);

  return null;
}
