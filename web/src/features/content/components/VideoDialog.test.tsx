// @vitest-environment jsdom
import type { Catalog } from '@core/schemas/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@web/lib/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_BYTES, uploadErrorText } from '../api/video-upload';
import { VideoDialog } from './VideoDialog';

const catalog = {
  board_areas: [
    {
      id: 'criminal-law',
      title: 'Criminal Law',
      subjects: [{ name: 'Criminal Law Book 1', subject_index: 1 }],
    },
    {
      id: 'criminalistics',
      title: 'Criminalistics',
      subjects: [{ name: 'Forensic Photography', subject_index: 1 }],
    },
  ],
} as unknown as Catalog;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the fake server received and answers: chunks held per upload, and how each POST ends. */
interface FakeServer {
  held: number[];
  sent: number[];
  /** How the next chunk POSTs end, in order; then 'ok'. 'lost': stored, but the answer never comes. */
  outcomes: ('ok' | 'drop' | 'lost' | number)[];
  /** The lecture a finished upload became (the status's video_id). */
  videoId?: string;
  /** Resolves the final chunk's answer (so the processing text can be seen). */
  release?: () => void;
}

/** XMLHttpRequest as api.ts uses it for uploads, answering like the chunked upload route. */
function fakeXhr(server: FakeServer, total: number) {
  return class {
    upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    status = 0;
    responseText = '';
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const index = Number(body.get('chunk_index'));
      const size = (body.get('chunk') as Blob).size;
      const outcome = server.outcomes.shift() ?? 'ok';
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: size, total: size, lengthComputable: true });
        if (outcome === 'drop') {
          this.onerror?.();
          return;
        }
        if (typeof outcome === 'number') {
          this.status = outcome;
          this.responseText = JSON.stringify({ detail: 'refused' });
          this.onload?.();
          return;
        }
        server.sent.push(index);
        server.held = [...new Set([...server.held, index])].sort();
        if (outcome === 'lost') {
          if (server.held.length === total) {
            server.videoId = 'v1';
            server.held = [];
          }
          this.onerror?.();
          return;
        }
        const finish = () => {
          this.status = server.held.length === total ? 201 : 200;
          this.responseText = JSON.stringify(
            this.status === 201
              ? { id: 'v1', title: 'Lecture' }
              : {
                  received_chunks: server.held,
                  total_chunks: total,
                  chunk_size: CHUNK_BYTES,
                  upload_id: 'x',
                },
          );
          this.onload?.();
        };
        if (server.held.length === total && server.release === undefined)
          server.release = finish; // the test lets the last answer through
        else finish();
      }, 0);
    }
  };
}

function setup(server: FakeServer, total: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json({
        received_chunks: server.held,
        total_chunks: total,
        chunk_size: CHUNK_BYTES,
        upload_id: 'x',
        video_id: server.videoId ?? null,
      }),
    ),
  );
  vi.stubGlobal('XMLHttpRequest', fakeXhr(server, total));
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VideoDialog catalog={catalog} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

async function fillLecture(file: File) {
  await userEvent.type(screen.getByLabelText('Title'), 'Chain of custody');
  await userEvent.selectOptions(screen.getByLabelText('Board area'), 'criminal-law');
  await userEvent.upload(screen.getByLabelText('Video file'), file);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VideoDialog', () => {
  it('enables the subject only after a board area, and clears it when the area changes', async () => {
    setup({ held: [], sent: [], outcomes: [] }, 1);
    const subject = screen.getByLabelText(/Subject/) as HTMLSelectElement;
    expect(subject.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Board area'), 'criminal-law');
    expect(subject.disabled).toBe(false);
    await userEvent.selectOptions(subject, 'Criminal Law Book 1');
    expect(subject.value).toBe('Criminal Law Book 1');
    await userEvent.selectOptions(screen.getByLabelText('Board area'), 'criminalistics');
    expect(subject.value).toBe('');
    expect((screen.getByLabelText('Lesson number') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Difficulty') as HTMLSelectElement).value).toBe('basic');
  });

  it("asks for the spec's required fields in each mode", async () => {
    setup({ held: [], sent: [], outcomes: [] }, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Board area is required')).toBeTruthy();
    expect(screen.getByText('Please select a video file to upload')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('External URL'));
    await userEvent.type(screen.getByLabelText('Video URL'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(screen.getByText('Please enter a valid video URL')).toBeTruthy();
  });

  it('resumes: sends only the chunks the server lacks, retries a dropped chunk, shows processing, then closes', async () => {
    // The server already holds chunk 0 (an earlier try, before a reload); chunk 1 drops once.
    const server: FakeServer = { held: [0], sent: [], outcomes: ['drop'] };
    const onClose = setup(server, 3);
    await fillLecture(new File([new Uint8Array(2 * CHUNK_BYTES + 10)], 'lecture.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Generating thumbnail and processing video...', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(server.sent).toEqual([1, 2]);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    server.release?.();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('when the last answer is lost, learns from the status that the lecture exists and sends nothing again', async () => {
    const server: FakeServer = { held: [], sent: [], outcomes: ['ok', 'lost'] };
    const onClose = setup(server, 2);
    await fillLecture(new File([new Uint8Array(CHUNK_BYTES + 10)], 'lecture.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    expect(server.sent).toEqual([0, 1]);
  });

  it.each([
    [413, 'File too large for server. Maximum allowed size is 500MB.'],
    [
      502,
      'Server gateway error. This often happens with large files. Please try a smaller file or contact support.',
    ],
    [507, 'Server storage full. Please contact administrator.'],
    [415, 'Server error: 415 - refused'],
  ])('shows the spec text for a %i', async (status, text) => {
    const server: FakeServer = { held: [], sent: [], outcomes: [status] };
    setup(server, 1);
    await fillLecture(new File([new Uint8Array(100)], 'lecture.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(text, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it('after the tries run out on a lost connection, offers to resume from what the server holds', async () => {
    const server: FakeServer = { held: [], sent: [], outcomes: ['drop', 'drop', 'drop', 'drop'] };
    setup(server, 1);
    await fillLecture(new File([new Uint8Array(100)], 'lecture.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Upload failed: Network error', { exact: false }, { timeout: 15_000 }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume upload' }));
    expect(await screen.findByText('Generating thumbnail and processing video...')).toBeTruthy();
    expect(server.sent).toEqual([0]);
  }, 20_000);

  it('says a chunk that took over 120 s timed out', () => {
    expect(uploadErrorText(new ApiError(0, null, 'Request timed out', {}, 'timeout'))).toBe(
      'Upload timed out. Please try with a smaller file or check your connection.',
    );
  });
});
