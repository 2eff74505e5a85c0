import type { AuthResponse, User } from '@core/schemas/auth';
import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/**
 * The signed-in session (learner spec §4): token and user kept in localStorage under
 * crimreview_token / crimreview_user, restored on start, cleared on logout or a 401.
 */
export interface Session {
  token: string | null;
  user: User | null;
  /** Why the last session ended, until the next sign-in (guards pass it on to /login). */
  endReason: EndReason | null;
}

/** Why a session ended without the user asking; decides the message on /login. */
export type EndReason = 'logout' | 'unauthorized' | 'inactivity' | 'verified';

type Listener = () => void;
type EndListener = (reason: EndReason) => void;

function restore(): Session {
  const token = readStorage(STORAGE_KEYS.token);
  const raw = readStorage(STORAGE_KEYS.user);
  if (!token || !raw) return { token: null, user: null, endReason: null };
  try {
    return { token, user: JSON.parse(raw) as User, endReason: null };
  } catch {
    return { token: null, user: null, endReason: null };
  }
}

let current: Session = restore();
const listeners = new Set<Listener>();
const endListeners = new Set<EndListener>();

function emit(): void {
  for (const l of listeners) l();
}

export function getSession(): Session {
  return current;
}

export function getToken(): string | null {
  return current.token;
}

export function setSession(auth: Pick<AuthResponse, 'access_token' | 'user'>): void {
  writeStorage(STORAGE_KEYS.token, auth.access_token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(auth.user));
  current = { token: auth.access_token, user: auth.user, endReason: null };
  emit();
}

export function setUser(user: User): void {
  if (!current.token) return;
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  current = { ...current, user };
  emit();
}

/** Clears the session locally and tells listeners why (they navigate and show the message). */
export function clearSession(reason: EndReason): void {
  const hadSession = current.token !== null;
  writeStorage(STORAGE_KEYS.token, null);
  writeStorage(STORAGE_KEYS.user, null);
  current = { token: null, user: null, endReason: hadSession ? reason : current.endReason };
  emit();
  if (hadSession) for (const l of endListeners) l(reason);
}

/** The reason was shown to the user; later redirects to /login carry no notice. */
export function acknowledgeEnd(): void {
  if (current.endReason) current = { ...current, endReason: null };
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onSessionEnd(listener: EndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Another tab signed out or in: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    const next = restore();
    if (next.token === current.token && next.user?.id === current.user?.id) return;
    if (!next.token && current.token) {
      clearSession('logout');
      return;
    }
    current = next;
    emit();
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function useUser(): User | null {
  return useSession().user;
}
