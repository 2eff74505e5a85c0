// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPageEachTest, whilePageLoads } from '../test/page-loading';
import { Deferred } from './deferred';
import { PageLoader } from './ui/spinner';

// The toasts a failed part shows (sonner itself draws nothing here).
const toasts = vi.hoisted(() => ({ shown: [] as string[] }));
vi.mock('../lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/toast')>()),
  showToast: ({ title, description }: { title: string; description?: string }) => {
    toasts.shown.push(`${title}: ${description}`);
  },
}));
afterEach(() => {
  toasts.shown = [];
});

/** A page load the test resolves or rejects by hand. */
function deferredLoad() {
  let resolve!: (c: ComponentType) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<ComponentType>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: () => promise, resolve, reject };
}

function renderPage(load: () => Promise<ComponentType>) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback={<p>suspense fallback</p>}>
          <Deferred load={load} fallback={<PageLoader />} />
        </Suspense>
      ),
      errorElement: <p>route error</p>,
    },
  ]);
  return render(<RouterProvider router={router} />);
}

/** 60 rows of 3 ms of work each: 180 ms of rendering. */
const ROWS = Array.from({ length: 60 }, (_, n) => `row ${n}`);

function SlowRow({ label }: { label: string }) {
  const until = performance.now() + 3;
  while (performance.now() < until) {}
  return <li>{label}</li>;
}

function HeavyPart() {
  return (
    <ul>
      {ROWS.map((label) => (
        <SlowRow key={label} label={label} />
      ))}
    </ul>
  );
}

describe('Deferred', () => {
  afterEach(cleanup);

  it('shows the page as soon as its code has loaded, without the 300 ms Suspense reveal throttle', async () => {
    const page = deferredLoad();
    renderPage(page.load);
    expect(screen.queryByRole('heading')).toBeNull();
    // Outside act(), as in a browser: act() skips React's reveal throttle.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const loadedAt = performance.now();
    try {
      page.resolve(() => <h1>Practice Tests</h1>);
      await screen.findByRole('heading', { name: 'Practice Tests' }, { timeout: 1000, interval: 5 });
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    // React.lazy inside a Suspense boundary appears only ~300 ms after its fallback did.
    expect(performance.now() - loadedAt).toBeLessThan(150);
  });

  it('hands a failed load to the route error element', async () => {
    const page = deferredLoad();
    renderPage(page.load);
    await act(async () => page.reject(new Error('chunk failed')));
    await screen.findByText('route error');
  });

  it('renders a page loaded before at once, without a loading state', async () => {
    const page = deferredLoad();
    renderPage(page.load);
    await act(async () => page.resolve(() => <h1>Dashboard</h1>));
    await screen.findByRole('heading', { name: 'Dashboard' });
    cleanup();
    renderPage(page.load);
    screen.getByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the new part when the same place gets another one (a link to a sibling page)', async () => {
    const first = deferredLoad();
    const second = deferredLoad();
    const router = createMemoryRouter(
      ['/dashboard', '/readiness'].map((path, i) => ({
        path,
        element: <Deferred load={[first, second][i]!.load} fallback={<PageLoader />} />,
      })),
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => first.resolve(() => <h1>Dashboard</h1>));
    await screen.findByRole('heading', { name: 'Dashboard' });
    await act(async () => router.navigate('/readiness'));
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    await act(async () => second.resolve(() => <h1>Board readiness</h1>));
    await screen.findByRole('heading', { name: 'Board readiness' });
  });

  it('renders a loaded part in slices that let the browser run other tasks, not in one long task', async () => {
    const page = deferredLoad();
    renderPage(page.load);
    // Timer ticks while the part renders: the longest gap between two is the longest task.
    const ticks: number[] = [];
    let ticking = true;
    const tick = () => {
      ticks.push(performance.now());
      if (ticking) setTimeout(tick, 0);
    };
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      tick();
      page.resolve(HeavyPart);
      await screen.findByText('row 59', undefined, { timeout: 3000, interval: 5 });
    } finally {
      ticking = false;
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    const gaps = ticks.slice(1).map((t, i) => t - ticks[i]!);
    expect(Math.max(...gaps)).toBeLessThan(60);
  });
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('DeferredAfterLoad', () => {
  freshPageEachTest();

  /** The part in a page still loading (or loaded); `set` says whether it is wanted. */
  async function renderPart(options: {
    loading: boolean;
    load?: () => Promise<typeof Greeting>;
    onUnavailable?: () => void;
  }) {
    if (options.loading) whilePageLoads();
    const { DeferredAfterLoad } = await import('./deferred');
    const load = vi.fn(options.load ?? (async () => Greeting));
    const client = new QueryClient();
    const part = (wanted: boolean) => (
      <QueryClientProvider client={client}>
        <DeferredAfterLoad
          load={load}
          wanted={wanted}
          fallback={<p>plain</p>}
          props={{ name: 'Ana' }}
          onUnavailable={options.onUnavailable}
        />
      </QueryClientProvider>
    );
    const view = render(part(false));
    return {
      load,
      set: (wanted: boolean) => view.rerender(part(wanted)),
      want: () => view.rerender(part(true)),
    };
  }

  /** A fetch of the part's code that fails once (the connection dropped), then works. */
  const failingOnce = () => {
    let calls = 0;
    return async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20)); // a network's time, not a microtask's
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Greeting;
    };
  };

  it('while the page loads, draws its fallback and fetches nothing', async () => {
    const { load } = await renderPart({ loading: true });
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('plain')).toBeTruthy();
  });

  it('wanted before the page has loaded (a dialog opened first), fetches and draws at once', async () => {
    const { load, want } = await renderPart({ loading: true });
    want();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once the page has loaded and settled, fetches and draws without being wanted', async () => {
    const { load } = await renderPart({ loading: false });
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a fetch after the load that fails leaves the fallback, not an error, and is tried again when wanted', async () => {
    const { load, want } = await renderPart({ loading: false, load: failingOnce() });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByText('plain')).toBeTruthy();
    expect(toasts.shown).toEqual([]);
    want();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('wanted and failing, tells the user and hands back; wanted again, it is fetched again', async () => {
    const onUnavailable = vi.fn();
    const { load, set } = await renderPart({ loading: true, load: failingOnce(), onUnavailable });
    set(true);
    await vi.waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1));
    expect(toasts.shown).toEqual(['Could not open this: Check your connection and try again.']);
    expect(screen.getByText('plain')).toBeTruthy();
    set(false); // what the caller's onUnavailable does: the dialog it asked for is closed
    set(true);
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
