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
