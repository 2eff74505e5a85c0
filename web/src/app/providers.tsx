import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { ApiError } from '@web/lib/api';
import { retryDelayMs } from '@web/lib/retry';
import type { ReactNode } from 'react';

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

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* In the main bundle: an error must be reportable when nothing more can be loaded (offline). */}
      <Toaster />
    </QueryClientProvider>
  );
}
