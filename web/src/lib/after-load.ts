import { useEffect, useState } from 'react';

let settled = false;
/** Parts of the page being fetched and not yet on screen (components/deferred.tsx). */
let pending = 0;
const onAllShown = new Set<() => void>();
/** After the load, how long the frame's parts wait at most for the page's own to show. */
const MAX_WAIT_FOR_PAGE_MS = 10_000;

/** A part of the page is loading; call the answer once it is on screen (or gone). */
export function partPending(): () => void {
  pending++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending--;
    if (pending === 0) for (const listener of [...onAllShown]) listener();
  };
}

/**
 * True once the page has loaded, its parts are on screen and the browser has a moment (idle,
 * or 2 s at most): for parts of the frame no first paint needs, such as the notification bell
 * and the account menu, whose code and requests (a stream token, the list, the live stream)
 * would otherwise compete with the page's own on a slow phone. Waiting for the page's parts,
 * not only the load event, keeps them behind the page's first full paint, which on a fast
 * network comes after the load (bench/README.md, "eighth pass").
 */
export function useAfterLoad(): boolean {
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (done) return;
    const cancels: (() => void)[] = [];
    const finish = () => {
      settled = true;
      setDone(true);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(finish, { timeout: 2000 });
        cancels.push(() => window.cancelIdleCallback(id));
      } else {
        const id = window.setTimeout(finish, 200);
        cancels.push(() => window.clearTimeout(id));
      }
    };
    const whenPageShown = () => {
      if (pending === 0) return whenIdle();
      const stop = () => {
        onAllShown.delete(go);
        window.clearTimeout(limit);
      };
      const go = () => {
        stop();
        whenIdle();
      };
      onAllShown.add(go);
      const limit = window.setTimeout(go, MAX_WAIT_FOR_PAGE_MS);
      cancels.push(stop);
    };
    if (document.readyState === 'complete') whenPageShown();
    else {
      window.addEventListener('load', whenPageShown, { once: true });
      cancels.push(() => window.removeEventListener('load', whenPageShown));
    }
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, [done]);
  return done;
}
