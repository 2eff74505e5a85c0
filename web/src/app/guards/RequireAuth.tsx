import type { LoginState } from '@web/lib/login-state';
import { useSession } from '@web/lib/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/** Signed-in guard: a visitor goes to /login, which brings them back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, endReason } = useSession();
  const location = useLocation();
  if (!token) {
    const state: LoginState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      notice: endReason && endReason !== 'logout' ? endReason : undefined,
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
