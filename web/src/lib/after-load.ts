import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

let settled = false;
/** Parts of the page being fetched and not yet on screen (components/deferred.tsx). */
let pending = 0;
/** After the load, how long the frame's parts wait at most for the page's parts and data. */
const MAX_WAIT_FOR_PAGE_MS = 10_000;

/** A part of the page is loading; call the answer once it is on screen (or gone). */
export function partPending(): () => void {
  pending++;
  let done = false;
  return () => {
    if (!done) pending--;
    done = true;
  };
}

/** The next frame, or a frame's time where there are none. */
function nextFrame(run: () => void): () => void {
  if (typeof window.requestAnimationFrame === 'function') {
    const id = window.requestAnimationFrame(run);
    return () => window.cancelAnimationFrame(id);
  }
  const id = window.setTimeout(run, 16);
  return () => window.clearTimeout(id);
}

/**
 * Calls `go` once, two frames in a row, every part of the page is on screen and no query is
 * fetching: its data has arrived and been drawn. Checked frame by frame, since a part or a
 * query may start in an effect that runs after the caller's, and React draws a page in slices
 * over several frames. Answers how to stop waiting.
 */
function whenPageSettled(client: QueryClient, go: () => void): () => void {
  let calm = 0;
  let cancel = () => {};
  const check = () => {
    calm = pending === 0 && client.isFetching() === 0 ? calm + 1 : 0;
    if (calm >= 2) go();
    else cancel = nextFrame(check);
  };
  cancel = nextFrame(check);
  return () => cancel();
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
      cancels.push(whenPageSettled(client, whenIdle));
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
