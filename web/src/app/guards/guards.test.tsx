// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { clearSession, setSession } from '@web/lib/session';
import { buildUser } from '@web/test/factories';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAdmin, RequireSubAdmin } from './RequireAdmin';
import { RequireSubscription } from './RequireSubscription';

const DAY = 86_400_000;

const user = buildUser;

function DashboardProbe() {
  return <p>dashboard page</p>;
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {(location.state as { from?: string })?.from}</p>;
}

function renderAt(path: string, guarded: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/dashboard" element={<DashboardProbe />} />
        <Route path="*" element={guarded} />
      </Routes>
    </MemoryRouter>,
  );
}

const page = <p>protected content</p>;

describe('route guards', () => {
  afterEach(() => {
    cleanup();
    clearSession('logout');
    localStorage.clear();
  });

  it('sends a visitor to /login, remembering the origin', () => {
    renderAt('/courses?subject=x', <RequireSubscription>{page}</RequireSubscription>);
    expect(screen.getByText('login page, from /courses?subject=x')).toBeTruthy();
  });

  it('lets an active trial through and walls an expired one', () => {
    setSession({ access_token: 't', user: user({}) });
    renderAt('/courses', <RequireSubscription>{page}</RequireSubscription>);
    expect(screen.getByText('protected content')).toBeTruthy();
    cleanup();

    setSession({
      access_token: 't',
      user: user({ subscription_expires_at: new Date(Date.now() - DAY).toISOString() }),
    });
    renderAt('/courses', <RequireSubscription>{page}</RequireSubscription>);
    expect(screen.getByRole('heading', { name: 'Trial Period Expired' })).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.queryByText('protected content')).toBeNull();
  });

  it('titles the wall Subscription Required for a lapsed paid plan', () => {
    setSession({
      access_token: 't',
      user: user({
        subscription: 'basic',
        subscription_expires_at: new Date(Date.now() - DAY).toISOString(),
      }),
    });
    renderAt('/practice', <RequireSubscription>{page}</RequireSubscription>);
    expect(screen.getByRole('heading', { name: 'Subscription Required' })).toBeTruthy();
    expect(screen.getByText('Limited Access')).toBeTruthy();
  });

  it('always lets administrators through the subscription guard', () => {
    setSession({
      access_token: 't',
      user: user({ is_admin: true, admin_level: 'admin', subscription_expires_at: null }),
    });
    renderAt('/courses', <RequireSubscription>{page}</RequireSubscription>);
    expect(screen.getByText('protected content')).toBeTruthy();
  });

  it('sends a visitor and a learner away from /sub-admin to /login (admin spec §2.1)', () => {
    renderAt('/sub-admin', <RequireSubAdmin>{page}</RequireSubAdmin>);
    expect(screen.getByText('login page, from /sub-admin')).toBeTruthy();
    cleanup();

    setSession({ access_token: 't', user: user({ is_verified: true }) });
    renderAt('/sub-admin', <RequireSubAdmin>{page}</RequireSubAdmin>);
    expect(screen.getByText(/^login page/)).toBeTruthy();
    expect(screen.queryByText('protected content')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
    cleanup();

    // Administrators, sub-admins and a level-less administrator (a full one: decisions.md) enter.
    for (const admin_level of ['admin', 'sub_admin', null] as const) {
      setSession({ access_token: 't', user: user({ is_admin: true, admin_level }) });
      renderAt('/sub-admin', <RequireSubAdmin>{page}</RequireSubAdmin>);
      expect(screen.getByText('protected content')).toBeTruthy();
      cleanup();
    }
  });

  it('shows Access Denied to learners and sub-admins on admin pages; a level-less admin is a full one', () => {
    setSession({ access_token: 't', user: user({}) });
    renderAt('/admin', <RequireAdmin>{page}</RequireAdmin>);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Admin Access Required')).toBeTruthy();
    cleanup();

    setSession({ access_token: 't', user: user({ is_admin: true, admin_level: 'sub_admin' }) });
    renderAt('/admin', <RequireAdmin>{page}</RequireAdmin>);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    cleanup();
    renderAt('/sub-admin', <RequireSubAdmin>{page}</RequireSubAdmin>);
    expect(screen.getByText('protected content')).toBeTruthy();
    cleanup();

    setSession({ access_token: 't', user: user({ is_admin: true, admin_level: null }) });
    renderAt('/admin', <RequireAdmin>{page}</RequireAdmin>);
    expect(screen.getByText('protected content')).toBeTruthy();
  });
});
