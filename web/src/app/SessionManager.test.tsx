// @vitest-environment jsdom
import type { User } from '@core/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { clearSession, getSession, setSession } from '@web/lib/session';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionManager } from './SessionManager';

const base = {
  id: 'u1',
  _id: 'u1',
  email: 'ana@example.ph',
  name: 'Ana',
  subscription: 'trial',
  subscription_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  is_admin: false,
  admin_level: null,
  is_verified: false,
  payment_verified: false,
} as User;

function LoginProbe() {
  const state = useLocation().state as { notice?: string } | null;
  return <p>login, notice {state?.notice ?? 'none'}</p>;
}

function mockServer(me: User) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const body = url.endsWith('/auth/me') ? me : { message: 'Logged out' };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

function renderManager() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <SessionManager />
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SessionManager', () => {
  afterEach(() => {
    cleanup();
    clearSession('logout');
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('logs a learner out with the verified notice once the server reports them verified', async () => {
    const calls = mockServer({ ...base, is_verified: true });
    setSession({ access_token: 'tok', user: base });
    renderManager();
    await screen.findByText('login, notice verified');
    expect(getSession().token).toBeNull();
    expect(calls).toContain('POST /api/auth/logout');
  });

  it('keeps a still-unverified learner signed in and refreshes the stored user', async () => {
    const calls = mockServer({ ...base, name: 'Ana Reyes' });
    setSession({ access_token: 'tok', user: base });
    renderManager();
    await waitFor(() => expect(getSession().user?.name).toBe('Ana Reyes'));
    expect(screen.getByText('home')).toBeTruthy();
    expect(calls).not.toContain('POST /api/auth/logout');
  });

  it('does not log out an already verified learner', async () => {
    mockServer({ ...base, is_verified: true, name: 'Ana R.' });
    setSession({ access_token: 'tok', user: { ...base, is_verified: true } });
    renderManager();
    await waitFor(() => expect(getSession().user?.name).toBe('Ana R.'));
    expect(getSession().token).toBe('tok');
  });
});
