// @vitest-environment jsdom
import type { AdminQuestion } from '@core/schemas/question-bank';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';

const userEvent = user;

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionDialog } from './QuestionDialog';

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

let sent: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method && init.method !== 'GET')
        sent.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      const body = url.includes('/catalog') ? catalog : { id: 'q1' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(props: Parameters<typeof QuestionDialog>[0]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuestionDialog {...props} />
    </QueryClientProvider>,
  );
}

describe('QuestionDialog', () => {
  it('adds a question where it was asked for, with trimmed options, the chosen answer and points', async () => {
    const userEvent = user.setup({ delay: null });
    const onClose = vi.fn();
    show({
      preset: { board_area: 'criminal-law', subject: 'Criminal Law Book 2', difficulty_level: 'advanced' },
      onClose,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add Practice Question' });
    await within(dialog).findByRole('option', { name: 'Criminal Law Book 2' });
    expect((within(dialog).getByLabelText('Subject') as HTMLSelectElement).value).toBe('Criminal Law Book 2');
    expect((within(dialog).getByLabelText('Difficulty') as HTMLSelectElement).value).toBe('advanced');
    expect((within(dialog).getByRole('radio', { name: 'A' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Points') as HTMLInputElement).value).toBe('1');
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await userEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill all required fields');
    await userEvent.type(within(dialog).getByLabelText('Question'), 'What is <b>dolo</b>?');
    await userEvent.type(within(dialog).getByLabelText('Option A'), '  Deceit ');
    await userEvent.type(within(dialog).getByLabelText('Option B'), 'Fault');
    await userEvent.type(within(dialog).getByLabelText('Option C'), 'Intent');
    await userEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe('Options A–D are all required');
    await userEvent.type(within(dialog).getByLabelText('Option D'), '   ');
    await userEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe('Options A–D are all required');
    await userEvent.clear(within(dialog).getByLabelText('Option D'));
    await userEvent.type(within(dialog).getByLabelText('Option D'), 'Negligence');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'C' }));
    const points = within(dialog).getByLabelText('Points');
    await userEvent.clear(points);
    await userEvent.type(points, '11');
    await userEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe('Points must be a whole number from 1 to 10');
    expect(sent).toEqual([]);

    await userEvent.clear(points);
    await userEvent.type(points, '3');
    await userEvent.type(within(dialog).getByLabelText(/^Explanation/), 'Dolo is deliberate intent.');
    await userEvent.click(save);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: '/api/admin/questions',
        method: 'POST',
        body: {
          board_area: 'criminal-law',
          subject: 'Criminal Law Book 2',
          difficulty_level: 'advanced',
          question: 'What is <b>dolo</b>?',
          options: { A: 'Deceit', B: 'Fault', C: 'Intent', D: 'Negligence' },
          correct_answer: 'C',
          points: 3,
          explanation: 'Dolo is deliberate intent.',
        },
      },
    ]);
  }, 40_000);

  it('edits a question: every field filled in, saved by PUT', async () => {
    const question = {
      id: 'q7',
      board_area: 'criminal-law',
      subject: 'Criminal Law Book 1',
      difficulty_level: 'basic',
      question: 'Which is a felony?',
      all_options: { A: 'Murder', B: 'Littering', C: 'Jaywalking', D: 'Loitering' },
      correct_answer: 'A',
      points: 2,
      explanation: null,
    } as unknown as AdminQuestion;
    const onClose = vi.fn();
    show({ question, onClose });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Practice Question' });
    await within(dialog).findByRole('option', { name: 'Criminal Law Book 1' });
    expect((within(dialog).getByLabelText('Option B') as HTMLInputElement).value).toBe('Littering');
    expect((within(dialog).getByRole('radio', { name: 'A' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'B' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ url: '/api/admin/questions/q7', method: 'PUT' });
    expect(sent[0]!.body).toMatchObject({ correct_answer: 'B', points: 2, subject: 'Criminal Law Book 1' });
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/catalog')
          ? new Response(JSON.stringify(catalog), { status: 200 })
          : new Response(
              JSON.stringify({ detail: 'A question with this text already exists in this test' }),
              {
                status: 409,
              },
            ),
      ),
    );
    show({
      question: {
        id: 'q8',
        board_area: 'criminal-law',
        subject: 'Criminal Law Book 1',
        difficulty_level: 'basic',
        question: 'Q?',
        all_options: { A: 'a', B: 'b', C: 'c', D: 'd' },
        correct_answer: 'D',
        points: 1,
        explanation: '',
      } as unknown as AdminQuestion,
      onClose: () => {},
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Practice Question' });
    await within(dialog).findByRole('option', { name: 'Criminal Law Book 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A question with this text already exists in this test',
    );
  });
});
