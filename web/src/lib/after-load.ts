import { useEffect, useState } from 'react';

let settled = false;

/**
 * True once the page has loaded and the browser has a moment (idle, or 2 s at most): for parts
 * of the frame no first paint needs, such as the notification bell, whose requests (a stream
 * token, the list, the live stream) would otherwise compete with the page's own on a slow phone.
 */
export function useAfterLoad(): boolean {
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (done) return;
    let cancel = () => {};
    const finish = () => {
      settled = true;
      setDone(true);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(finish, { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(finish, 200);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else {
      window.addEventListener('load', whenIdle, { once: true });
      cancel = () => window.removeEventListener('load', whenIdle);
    }
    return () => cancel();
  }, [done]);
  return done;
}
