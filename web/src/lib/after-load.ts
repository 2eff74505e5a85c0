import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

let settled = false;
/** Parts of the page being fetched and not yet on screen (components/deferred.tsx). */
let pending = 0;
const onAllShown = new Set<() => void>();
/** After the load, how long the frame's parts wait at most for the page's parts and data. */
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

/** Calls `go` once every part of the page is on screen; answers how to stop waiting. */
function whenPartsShown(go: () => void): () => void {
  if (pending === 0) {
    go();
    return () => {};
  }
  const once = () => {
    onAllShown.delete(once);
    go();
  };
  onAllShown.add(once);
  return () => onAllShown.delete(once);
}

/** Calls `go` once no query is fetching (the page's data has arrived); answers how to stop waiting. */
function whenDataArrived(client: QueryClient, go: () => void): () => void {
  if (client.isFetching() === 0) {
    go();
    return () => {};
  }
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.isFetching() > 0) return;
    unsubscribe();
    go();
  });
  return unsubscribe;
}

/**
 * True once the page has loaded, its parts are on screen with their data and the browser has a
 * moment (idle, or 2 s at most): for parts of the frame no first paint needs, such as the
 * notification bell and the account menu, whose code and requests (a stream token, the list,
 * the live stream) would otherwise compete with the page's own on a slow phone. On a fast
 * network the page's full paint comes well after the load event; started at the load, these
 * parts went out before it and Lighthouse counted them in the page's LCP (bench/README.md,
 * "eighth pass"). Never more than 10 s after the load.
 */
export function useAfterLoad(): boolean {
  const client = useQueryClient();
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (done) return;
    // Every wait started so far; undoing one that has ended is harmless.
    const cancels: (() => void)[] = [];
    const finish = () => {
      settled = true;
      setDone(true);
    };
    const whenIdle = () => {
      // Two frames on: the page's data is then painted, not only fetched (React renders it a
      // task after the fetch ends).
      if (typeof window.requestAnimationFrame === 'function') {
        const id = window.requestAnimationFrame(() => {
          const next = window.requestAnimationFrame(whenBrowserIdle);
          cancels.push(() => window.cancelAnimationFrame(next));
        });
        cancels.push(() => window.cancelAnimationFrame(id));
      } else whenBrowserIdle();
    };
    const whenBrowserIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(finish, { timeout: 2000 });
        cancels.push(() => window.cancelIdleCallback(id));
      } else {
        const id = window.setTimeout(finish, 200);
        cancels.push(() => window.clearTimeout(id));
      }
    };
    const afterLoad = () => {
      const limit = window.setTimeout(finish, MAX_WAIT_FOR_PAGE_MS);
      cancels.push(() => window.clearTimeout(limit));
      cancels.push(whenPartsShown(() => cancels.push(whenDataArrived(client, whenIdle))));
    };
    if (document.readyState === 'complete') afterLoad();
    else {
      window.addEventListener('load', afterLoad, { once: true });
      cancels.push(() => window.removeEventListener('load', afterLoad));
    }
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, [done, client]);
  return done;
}
