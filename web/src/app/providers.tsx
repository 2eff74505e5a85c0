import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { retryDelayMs } from '@web/lib/retry';
import { useToasterWanted } from '@web/lib/toast';
import { lazy, type ReactNode, Suspense } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) are answers, not glitches: do not retry them.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      // A server shedding load says when to come back (503 + Retry-After).
      retryDelay: retryDelayMs,
    },
    mutations: { retry: false },
  },
});

const Toaster = lazy(() => import('@web/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
