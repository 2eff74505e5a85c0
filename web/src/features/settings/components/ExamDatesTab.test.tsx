// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ExamDatesTab from './ExamDatesTab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = {
  gcash_number: null,
  gcash_account_name: null,
  sales_email: 'sales@crimreview.ph',
  cle_dates: ['2099-03-14'],
  updated_at: null,
};

describe('ExamDatesTab', () => {
  it('adds and removes CLE dates by keyboard and saves the list', async () => {
    const puts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') puts.push(String(init.body));
        const body = init?.method === 'PUT' ? { ...settings, ...JSON.parse(String(init.body)) } : settings;
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ExamDatesTab />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'CLE dates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('CLE date'), '2099-09-12{Enter}');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove 2099-03-14' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save dates' }));
    await waitFor(() => expect(puts).toEqual([JSON.stringify({ cle_dates: ['2099-09-12'] })]));
  });
});
