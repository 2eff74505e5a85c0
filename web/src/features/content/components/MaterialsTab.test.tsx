// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '@web/test/fake-xhr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MaterialsTab from './MaterialsTab';

const catalog = {
  board_areas: [
    {
      id: 'criminalistics',
      title: 'Criminalistics',
      subjects: [
        { name: 'Forensic Ballistics', subject_index: 3 },
        { name: 'Polygraphy', subject_index: 5 },
      ],
    },
    {
      id: 'criminal-law',
      title: 'Criminal Law',
      subjects: [{ name: 'Criminal Law Book 1', subject_index: 1 }],
    },
  ],
};

const material = {
  id: 'm1',
  _id: 'm1',
  title: 'Ballistics reviewer',
  description: 'Class characteristics',
  board_area: 'criminalistics',
  subject: 'Forensic Ballistics',
  subject_index: 3,
  file_name: 'ballistics.pdf',
  file_size: 2_621_440,
  mime_type: 'application/pdf',
  is_pdf: true,
  upload_date: '2026-03-01T02:00:00.000Z',
  view_url: '/api/media/materials/m1',
  download_url: '/api/media/materials/m1?download=1',
  last_accessed: null,
  total_study_time: 750,
};

function stub(materials: unknown[]) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      const body = url.includes('/catalog')
        ? catalog
        : init?.method === 'DELETE'
          ? { message: 'Study material deleted' }
          : { materials };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderTab() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MaterialsTab />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MaterialsTab', () => {
  it('shows each material under its area and subject with the admin fields, and deletes after confirming', async () => {
    const calls = stub([material]);
    renderTab();
    const card = (await screen.findByText('Ballistics reviewer')).closest('li')!;
    expect(screen.getByRole('heading', { name: 'Criminalistics' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Forensic Ballistics' })).toBeTruthy();
    // Areas without materials are not shown.
    expect(screen.queryByRole('heading', { name: 'Criminal Law' })).toBeNull();
    expect(card.textContent).toContain('ballistics.pdf · 2.50 MB');
    expect(card.textContent).toContain('Class characteristics');
    expect(within(card).getByText('Never')).toBeTruthy();
    expect(within(card).getByText('13 min')).toBeTruthy();
    expect(within(card).getByText('Mar 1, 2026')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Delete Ballistics reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete study material?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/study-materials/m1', method: 'DELETE' }),
    );
  });

  it('has an empty state', async () => {
    stub([]);
    renderTab();
    expect(await screen.findByText('No study materials yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Study Material' })).toBeTruthy();
  });

  it('uploads with a progress bar after every required field is filled', async () => {
    stub([]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Study Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Study Material' });
    const send = within(dialog).getByRole('button', { name: 'Upload' });

    await userEvent.click(send);
    expect(within(dialog).getByText('Please fill all required fields')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Polygraph charts');
    const subject = within(dialog).getByLabelText('Subject') as HTMLSelectElement;
    expect(subject.disabled).toBe(true);
    await userEvent.selectOptions(within(dialog).getByLabelText('Board area'), 'criminalistics');
    await userEvent.selectOptions(subject, 'Polygraphy');
    // Changing the area clears the subject.
    await userEvent.selectOptions(within(dialog).getByLabelText('Board area'), 'criminal-law');
    expect(subject.value).toBe('');
    await userEvent.selectOptions(within(dialog).getByLabelText('Board area'), 'criminalistics');
    await userEvent.selectOptions(subject, 'Polygraphy');
    await userEvent.click(send);
    expect(within(dialog).getByText('Please fill all required fields')).toBeTruthy();

    const file = new File(['%PDF-1.4'], 'charts.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('File'), file);
    await userEvent.click(send);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/study-materials/upload']);
    const sent = xhr.body as FormData;
    expect([sent.get('title'), sent.get('board_area'), sent.get('subject')]).toEqual([
      'Polygraph charts',
      'criminalistics',
      'Polygraphy',
    ]);
    expect((sent.get('file') as File).name).toBe('charts.pdf');
    xhr.progress(40, 100);
    expect((await within(dialog).findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('40');
    xhr.answer(201, { ...material, title: 'Polygraph charts' });
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upload Study Material' })).toBeNull(),
    );
  });

  it("shows the server's refusal naming the file", async () => {
    stub([]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Study Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Study Material' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Sneaky');
    await userEvent.selectOptions(within(dialog).getByLabelText('Board area'), 'criminalistics');
    await userEvent.selectOptions(within(dialog).getByLabelText('Subject'), 'Polygraphy');
    await userEvent.upload(within(dialog).getByLabelText('File'), new File(['MZ'], 'report.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    FakeXhr.last.answer(415, { detail: 'report.pdf cannot be uploaded' });
    expect(await within(dialog).findByText('report.pdf cannot be uploaded')).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });
});
