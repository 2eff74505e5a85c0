// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { freshPageEachTest, whilePageLoads } from '../../test/page-loading';

// How many times the account menu's module (and with it the Radix menus) has been fetched
// (vitest keeps a mocked module across resetModules: counted from the first test on).
const menuModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./UserMenu', async (importOriginal) => {
  menuModule.loads++;
  return importOriginal();
});

freshPageEachTest(() => {
  menuModule.loads = 0;
});

const user = buildUser({ name: 'Maria Santos' });

/** The slot on a page still loading (after-load.ts waits for the load event). */
async function renderWhileLoading() {
  whilePageLoads();
  const { AccountMenuSlot } = await import('./slots');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AccountMenuSlot user={user} onLogout={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AccountMenuSlot', () => {
  it("is a plain button with the menu's name while the page loads, without fetching the menu's code", async () => {
    await renderWhileLoading();
    const button = screen.getByRole('button', { name: 'Account menu for Maria Santos' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(menuModule.loads).toBe(0);
    expect(
      screen.getByRole('button', { name: 'Account menu for Maria Santos' }).hasAttribute('data-state'),
    ).toBe(false);
  });

  it('pressed before the menu has loaded, loads it and opens it', async () => {
    await renderWhileLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Maria Santos' }));
    expect(await screen.findByRole('menuitem', { name: /Log out/ })).toBeTruthy();
    expect(menuModule.loads).toBe(1);
  });

  it('pressed with the keyboard before the menu has loaded, keeps the focus and says it is busy until it opens', async () => {
    await renderWhileLoading();
    const plain = screen.getByRole('button', { name: 'Account menu for Maria Santos' });
    plain.focus();
    fireEvent.click(plain);
    // The menu's code is still on its way: the avatar is still a button, focused and busy.
    const waiting = screen.getByRole('button', { name: 'Account menu for Maria Santos' });
    expect(document.activeElement).toBe(waiting);
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('menuitem', { name: /Log out/ })).toBeTruthy();
  });

  it('once the page has loaded, becomes the menu, keeping the focus the plain button had', async () => {
    vi.useFakeTimers();
    await renderWhileLoading();
    screen.getByRole('button', { name: 'Account menu for Maria Santos' }).focus();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await act(async () => vi.advanceTimersByTimeAsync(2500));
    vi.useRealTimers();
    const trigger = await vi.waitFor(() => {
      const t = screen.getByRole('button', { name: 'Account menu for Maria Santos' });
      if (!t.hasAttribute('data-state')) throw new Error('still the plain button');
      return t;
    });
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
