import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until a deadline the server gave as `remainingSeconds` when the attempt was
 * loaded (so the device's clock setting does not matter). Calls `onZero` once at 0.
 */
export function useCountdown(remainingSeconds: number, onZero: () => void): number {
  const endAt = useRef(performance.now() + remainingSeconds * 1000);
  const fired = useRef(false);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  const [left, setLeft] = useState(remainingSeconds);

  useEffect(() => {
    endAt.current = performance.now() + remainingSeconds * 1000;
    fired.current = false;
    const tick = () => {
      const next = Math.max(0, Math.ceil((endAt.current - performance.now()) / 1000));
      setLeft(next);
      if (next === 0 && !fired.current) {
        fired.current = true;
        onZeroRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [remainingSeconds]);

  return left;
}

export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(h ? 2 : 1, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** '12 min 5 s' for a duration in seconds. */
export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s} s`;
  return s ? `${m} min ${s} s` : `${m} min`;
}
