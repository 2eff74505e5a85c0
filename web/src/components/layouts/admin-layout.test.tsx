// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminLayout, type AdminTab } from './admin-layout';

afterEach(cleanup);

/** Three tabs whose content counts how often its chunk was fetched. */
function makeTabs() {
  const loads: Record<string, number> = {};
  const tab = (value: string, label: string): AdminTab => ({
    value,
    label,
    content: async () => {
      loads[value] = (loads[value] ?? 0) + 1;
      return () => <p>{label} content</p>;
    },
  });
  return {
    loads,
    tabs: [tab('users', 'Users'), tab('user-verification', 'User Verification'), tab('payments', 'Payments')],
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderAt(url: string, tabs: AdminTab[]) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminLayout
        title="Admin Dashboard"
        description="Manage your Criminology Review Center"
        actions={<button type="button">Refresh</button>}
        tabs={tabs}
      />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('AdminLayout', () => {
  it('shows the page header with its actions slot', () => {
    renderAt('/admin', makeTabs().tabs);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText('Manage your Criminology Review Center')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('opens the tab named in the URL hash (/admin#user-verification) and fetches only its content', async () => {
    const { tabs, loads } = makeTabs();
    renderAt('/admin#user-verification', tabs);
    const list = screen.getByRole('tablist', { name: 'Admin Dashboard sections' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Users', 'User Verification', 'Payments']);
    expect(screen.getByRole('tab', { name: 'User Verification' }).getAttribute('aria-selected')).toBe('true');
    const panel = await screen.findByRole('tabpanel', { name: 'User Verification' });
    expect(await within(panel).findByText('User Verification content')).toBeTruthy();
    expect(loads).toEqual({ 'user-verification': 1 });
  });

  it('opens the first tab when the hash names no tab, or cannot be read', async () => {
    renderAt('/admin#nothing-here', makeTabs().tabs);
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Users content')).toBeTruthy();
    cleanup();
    renderAt('/admin#%E0%A4%A', makeTabs().tabs);
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
  });

  it('puts the chosen tab in the URL, keeping the path and query, so a reload or a shared link opens it', async () => {
    const { tabs, loads } = makeTabs();
    renderAt('/admin?page=2', tabs);
    await userEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(location()).toBe('/admin?page=2#payments');
    expect(await screen.findByText('Payments content')).toBeTruthy();
    expect(screen.queryByText('Users content')).toBeNull();
    expect(loads.payments).toBe(1);
  });

  it('follows the tabs pattern on the keyboard: arrows, Home and End move, Enter opens', async () => {
    const user = userEvent.setup();
    renderAt('/admin', makeTabs().tabs);
    await screen.findByText('Users content');
    await user.tab(); // the header's Refresh button
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Users' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'User Verification' }));
    expect(location()).toBe('/admin');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/admin#user-verification');
    expect(await screen.findByText('User Verification content')).toBeTruthy();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Payments' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Users' }));
    // Only the open tab is in the Tab order; the next stop is its panel.
    await user.keyboard('{End}{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Payments' }));
  });

  it('shows the body of a page that has no tabs', () => {
    render(
      <MemoryRouter>
        <AdminLayout title="User Dashboards" body={<p>the list</p>} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('the list')).toBeTruthy();
  });
});
