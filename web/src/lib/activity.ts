import { LIMITS } from '@core/catalog';
import { readStorage, STORAGE_KEYS } from './storage-keys';

/**
 * User activity for the inactivity logout (learner spec §4). DOM events reset the clock;
 * features call `markActivity()` for activity the DOM does not see (a playing video is
 * also detected on its own).
 */
const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;

let lastActivity = Date.now();

export function markActivity(): void {
  lastActivity = Date.now();
}

export function lastActivityAt(): number {
  return lastActivity;
}

/** 10 minutes, unless localStorage `crimreview_inactivity_ms` or VITE_INACTIVITY_MS says otherwise. */
export function inactivityTimeoutMs(): number {
  const candidates = [readStorage(STORAGE_KEYS.inactivityMs), import.meta.env.VITE_INACTIVITY_MS];
  for (const raw of candidates) {
    const value = Number(raw);
    if (raw && Number.isFinite(value) && value > 0) return value;
  }
  return LIMITS.inactivityMinutes * 60_000;
}

export function isVideoPlaying(root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll('video')).some((v) => !v.paused && !v.ended && v.readyState > 2);
}

/**
 * Calls `onIdle` once after `timeoutMs` without activity. Returns a stop function.
 * While a video plays the clock keeps being reset.
 */
export function watchInactivity(onIdle: () => void, timeoutMs = inactivityTimeoutMs()): () => void {
  markActivity();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const options: AddEventListenerOptions = { passive: true, capture: true };

  const check = () => {
    if (isVideoPlaying()) markActivity();
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
      return;
    }
    timer = setTimeout(check, Math.min(timeoutMs - idleFor, 30_000) + 50);
  };

  const stop = () => {
    if (timer) clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActivity, options);
  };

  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActivity, options);
  timer = setTimeout(check, Math.min(timeoutMs, 30_000) + 50);
  return stop;
}
