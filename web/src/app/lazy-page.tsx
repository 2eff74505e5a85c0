import { PageLoader } from '@web/components/ui/spinner';
import { type ComponentType, useEffect, useState } from 'react';

type Load = () => Promise<ComponentType>;

const loads = new Map<Load, Promise<ComponentType>>();
const loaded = new Map<Load, ComponentType>();

/** Fetches a page's code once (a failed fetch may be tried again on the next visit). */
function loadPage(load: Load): Promise<ComponentType> {
  let promise = loads.get(load);
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
 * A page's code, shown as soon as it has run. Not React.lazy + Suspense: React holds back
 * revealing a suspended boundary until 300 ms after the last fallback appeared or went
 * (its fallback throttle), which on a phone delayed every page's first paint by up to 0.3 s;
 * a state update commits at once. A failed load throws to the route's error element.
 */
export function LazyPage({ load }: { load: Load }) {
  const [state, setState] = useState<{ Component?: ComponentType; error?: unknown }>(() => ({
    Component: loaded.get(load),
  }));
  const ready = state.Component !== undefined;
  // Started while rendering (as lazy does), not after the commit: the fetch goes out sooner.
  if (!ready) void loadPage(load).catch(() => undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadPage(load).then(
      (Component) => live && setState({ Component }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [load, ready]);
  if (state.error) throw state.error;
  if (!state.Component) return <PageLoader />;
  return <state.Component />;
}
