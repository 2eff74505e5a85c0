import { partPending, useAfterLoad } from '@web/lib/after-load';
import { showToast } from '@web/lib/toast';
import { type ComponentType, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/** Fetches a part's code (a module-level function, so that it is fetched once). */
export type Load<P = object> = () => Promise<ComponentType<P>>;

// Keyed by the load function; the props type does not matter here.
const loads = new Map<unknown, Promise<unknown>>();
const loaded = new Map<unknown, unknown>();

/** Fetches a part's code once (a failed fetch may be tried again on the next render). */
function fetchPart<P>(load: Load<P>): Promise<ComponentType<P>> {
  let promise = loads.get(load) as Promise<ComponentType<P>> | undefined;
  if (!promise) {
    promise = load().then((Component) => {
      loaded.set(load, Component);
      return Component;
    });
    promise.catch(() => loads.delete(load));
    loads.set(load, promise);
  }
  return promise;
}

/**
 * A part of the page whose code is fetched when first drawn (a page, a tab, the navigation
 * bar's account menu), shown as soon as it has run. Not React.lazy + Suspense: React reveals
 * a suspended boundary no sooner than 300 ms after the last fallback appeared or went (its
 * fallback throttle), so on a phone every lazy part that arrived in the first 0.3 s waited,
 * and each reveal pushed the next; a state update commits at once. That update is a
 * transition, so React renders the part (a page with its data, often there already) in slices
 * of a few milliseconds that let the browser handle input between them, not in one long task
 * that freezes a slow phone (bench/README.md, "seventh pass"). A failed load throws to the
 * nearest error boundary (a route's error element), or goes to `onError` when the page can do
 * without the part.
 */
export function Deferred<P extends object>({
  load,
  fallback,
  props,
  onError,
}: {
  load: Load<P>;
  fallback: ReactNode;
  props?: P;
  onError?: (error: unknown) => void;
}) {
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const [state, setState] = useState<{ load: Load<P>; Component?: ComponentType<P>; error?: unknown }>(
    () => ({ load, Component: loaded.get(load) as ComponentType<P> | undefined }),
  );
  // Another part in the same place (a route to a sibling page reuses this element): start over.
  const current =
    state.load === load ? state : { load, Component: loaded.get(load) as ComponentType<P> | undefined };
  const ready = current.Component !== undefined;
  // Started while rendering (as lazy does), not after the commit: the fetch goes out sooner.
  if (!ready) void fetchPart(load).catch(() => undefined);
  useEffect(() => {
    if (ready) return;
    // Until this part is on screen (the effect is cleaned up once it renders, or on unmount),
    // the navigation bar's after-load parts wait (lib/after-load.ts).
    const shown = partPending();
    let live = true;
    fetchPart(load).then(
      (Component) => live && startTransition(() => setState({ load, Component })),
      (error: unknown) => {
        if (!live) return;
        if (onErrorRef.current) onErrorRef.current(error);
        else setState({ load, error });
      },
    );
    return () => {
      live = false;
      shown();
    };
  }, [load, ready]);
  if (current.error) throw current.error;
  if (!current.Component) return fallback;
  const { Component } = current;
  return <Component {...(props as P)} />;
}

const UNAVAILABLE = 'Check your connection and try again.';

/**
 * A part no first paint needs (the navigation bar's bell, a tab's dialogs): its code is
 * fetched after the page (lib/after-load.ts), or at once when `wanted` comes first (a dialog
 * opened before then). Drawn from then on, so a dialog keeps its closing animation and hands
 * the focus back as usual. A failed fetch (the connection gone) never takes the page down: the
 * part stays its fallback and is fetched again the next time it is wanted; if it was wanted,
 * the user is told and `onUnavailable` lets the caller close what asked for it.
 */
export function DeferredAfterLoad<P extends object>({
  load,
  fallback = null,
  props,
  wanted = false,
  onUnavailable,
}: {
  load: Load<P>;
  fallback?: ReactNode;
  props?: P;
  wanted?: boolean;
  onUnavailable?: () => void;
}) {
  const afterLoad = useAfterLoad();
  const [asked, setAsked] = useState(wanted);
  const [attempt, setAttempt] = useState({ count: 0, failed: false });
  const [wasWanted, setWasWanted] = useState(wanted);
  if (wanted && !asked) setAsked(true);
  if (wanted !== wasWanted) {
    setWasWanted(wanted);
    if (wanted && attempt.failed) setAttempt({ count: attempt.count + 1, failed: false });
  }
  if ((!afterLoad && !asked) || attempt.failed) return fallback;
  const failed = () => {
    setAttempt((a) => ({ ...a, failed: true }));
    if (!wanted) return;
    // The browser's own text for a failed import names a file; the user needs the cause.
    showToast({ title: 'Could not open this', description: UNAVAILABLE, variant: 'destructive' });
    onUnavailable?.();
  };
  return <Deferred key={attempt.count} load={load} fallback={fallback} props={props} onError={failed} />;
}
