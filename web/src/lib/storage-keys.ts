/** Browser storage keys (learner spec §3). */
export const STORAGE_KEYS = {
  token: 'crimreview_token',
  user: 'crimreview_user',
  /** Overrides the inactivity timeout in milliseconds (used by end-to-end tests). */
  inactivityMs: 'crimreview_inactivity_ms',
  /** A plan chosen on /pricing while signed out, resumed after sign-in. */
  pendingPlan: 'crimreview_pending_plan',
  /** The pending verification count an administrator last saw in the dropdown (its badge shows the rest). */
  verificationSeen: 'crimreview_verification_seen',
  /** When the newsfeed was last opened or posted to (learner spec §3). */
  newsfeedLastChecked: 'crimreview_newsfeed_last_checked',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the session then lives in memory only.
  }
}
