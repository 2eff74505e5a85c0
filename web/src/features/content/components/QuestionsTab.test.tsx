// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import QuestionsTab from './QuestionsTab';

const catalog = {
  board_areas: [
    {
      id: 'criminal-law',
      title: 'Criminal Law',
      subjects: [
        { name: 'Criminal Law Book 1', subject_index: 1 },
        { name: 'Criminal Law Book 2', subject_index: 2 },
      ],
    },
  ],
};
const stats = {
  counts: [{ board_area: 'criminal-law', subject_index: 1, difficulty_level: 'basic', count: 3 }],
  total: 3,
  target_per_difficulty: 10,
  target_total: 540,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QuestionsTab', () => {
  it('shows counts out of 10 per difficulty and asks twice before a bulk delete', async () => {
    const calls: { url: string; method: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method ?? 'GET' });
        const body = url.includes('/catalog')
          ? catalog
          : url.includes('/stats')
            ? stats
            : { message: 'Deleted 3 questions', deleted_count: 3 };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <QuestionsTab />
      </QueryClientProvider>,
    );
    const book1 = (await screen.findByText('Criminal Law Book 1')).closest('li')!;
    expect(within(book1).getByText('3 / 10')).toBeTruthy();
    expect(within(book1).getAllByText('0 / 10')).toHaveLength(2);
    expect(screen.getByText('540', { exact: false })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete All in Area' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete them' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/admin/questions/bulk-delete-board-area', method: 'DELETE' }),
    );
  });

  it("adds a question from the top, and lists a level's questions with their edit dialog", async () => {
    const question = {
      id: 'q1',
      board_area: 'criminal-law',
      subject: 'Criminal Law Book 1',
      subject_index: 1,
      difficulty_level: 'basic',
      question: 'Which is a <b>felony</b>?',
      all_options: { A: 'Murder', B: 'Littering', C: 'Jaywalking', D: 'Loitering' },
      correct_answer: 'A',
      points: 2,
      explanation: null,
    };
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const body = url.includes('/catalog')
          ? catalog
          : url.includes('/stats')
            ? stats
            : { questions: [question], total: 1, page: 1, limit: 200 };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <QuestionsTab />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Question' }));
    expect(await screen.findByRole('dialog', { name: 'Add Practice Question' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    // Levels without questions cannot be opened; the basic one of book 1 holds 3.
    expect(
      (
        screen.getByRole('button', {
          name: 'Advanced questions of Criminal Law Book 1: 0 / 10',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    const basic = screen.getByRole('button', { name: 'Basic questions of Criminal Law Book 1: 3 / 10' });
    await userEvent.click(basic);
    expect(basic.getAttribute('aria-expanded')).toBe('true');
    // Shown as text, never as markup.
    expect(await screen.findByText('Which is a <b>felony</b>?')).toBeTruthy();
    expect(urls).toContain(
      '/api/admin/questions?board_area=criminal-law&subject_index=1&difficulty_level=basic&limit=200',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit question 1' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Practice Question' });
    expect((within(edit).getByLabelText('Option A') as HTMLInputElement).value).toBe('Murder');

    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Add a basic question to Criminal Law Book 2' }),
    );
    const add = await screen.findByRole('dialog', { name: 'Add Practice Question' });
    expect((within(add).getByLabelText('Difficulty') as HTMLSelectElement).value).toBe('basic');
  });
});
