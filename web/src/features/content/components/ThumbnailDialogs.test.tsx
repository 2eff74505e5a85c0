// @vitest-environment jsdom
import type { AdminVideo } from '@core/schemas/courses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '@web/test/fake-xhr';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmartThumbnailDialog, ThumbnailDialog } from './ThumbnailDialogs';

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
const video = { id: 'v1', title: 'Felonies' } as AdminVideo;
// The picker's `accept` is a hint; the dialogs check the file themselves.
const user = () => userEvent.setup({ applyAccept: false });
const jpg = (bytes = 10) => new File([new Uint8Array(bytes)], 'cover.jpg', { type: 'image/jpeg' });

function show(ui: ReactNode) {
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(catalog), { status: 200 })),
  );
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.last = undefined as unknown as FakeXhr;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ThumbnailDialog', () => {
  it("takes a JPG under 5 MB only, with the spec's messages, then uploads it with progress", async () => {
    const u = user();
    const onClose = vi.fn();
    show(<ThumbnailDialog video={video} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Thumbnail' });
    const picker = within(dialog).getByLabelText('JPG image');
    const send = within(dialog).getByRole('button', { name: 'Upload' });

    await u.click(send);
    expect(within(dialog).getByText('Please select a JPG image file only.')).toBeTruthy();
    await u.upload(picker, new File(['x'], 'cover.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a JPG image file only.');
    await u.upload(picker, jpg(5 * 1024 * 1024));
    expect(within(dialog).getByText('Please select an image smaller than 5MB.')).toBeTruthy();
    await u.click(send);
    expect(FakeXhr.last).toBeUndefined();

    await u.upload(picker, jpg());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await u.click(send);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/content/videos/v1/upload-thumbnail']);
    expect(((xhr.body as FormData).get('file') as File).name).toBe('cover.jpg');
    xhr.progress(50, 100);
    expect((await within(dialog).findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('50');
    xhr.answer(200, { message: 'Thumbnail uploaded successfully', thumbnail_url: '/t.jpg' });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal", async () => {
    const u = user();
    show(<ThumbnailDialog video={video} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Thumbnail' });
    await u.upload(within(dialog).getByLabelText('JPG image'), jpg());
    await u.click(within(dialog).getByRole('button', { name: 'Upload' }));
    FakeXhr.last.answer(415, { detail: 'Only JPG images are allowed' });
    expect(await within(dialog).findByText('Only JPG images are allowed')).toBeTruthy();
  });
});

describe('SmartThumbnailDialog', () => {
  it('needs a file and a board area, sends the optional subject, and says how many videos were updated', async () => {
    const u = user();
    show(<SmartThumbnailDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Smart Thumbnail' });
    const send = within(dialog).getByRole('button', { name: 'Upload' });
    await u.upload(within(dialog).getByLabelText('JPG image'), jpg());
    await u.click(send);
    expect(within(dialog).getByText('Please select a board area and upload file')).toBeTruthy();

    const area = await within(dialog).findByRole('option', { name: 'Criminal Law' });
    await u.selectOptions(within(dialog).getByLabelText('Board area'), area);
    await u.selectOptions(within(dialog).getByLabelText(/^Subject/), 'Criminal Law Book 2');
    await u.click(send);
    const sent = FakeXhr.last.body as FormData;
    expect(FakeXhr.last.url).toBe('/api/content/videos/smart-thumbnail-upload');
    expect([sent.get('board_area'), sent.get('subject')]).toEqual(['criminal-law', 'Criminal Law Book 2']);
    FakeXhr.last.answer(200, { message: 'Thumbnail applied to 3 videos', videos_updated: 3 });
    expect((await within(dialog).findByRole('status')).textContent).toBe('3 videos updated');
  });

  it('leaves the subject out when the whole area is meant', async () => {
    const u = user();
    show(<SmartThumbnailDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Smart Thumbnail' });
    await within(dialog).findByRole('option', { name: 'Criminal Law' });
    await u.selectOptions(within(dialog).getByLabelText('Board area'), 'criminal-law');
    await u.upload(within(dialog).getByLabelText('JPG image'), jpg());
    await u.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect((FakeXhr.last.body as FormData).has('subject')).toBe(false);
    FakeXhr.last.answer(200, { message: 'Thumbnail applied to 1 video', videos_updated: 1 });
    expect((await within(dialog).findByRole('status')).textContent).toBe('1 video updated');
  });
});
