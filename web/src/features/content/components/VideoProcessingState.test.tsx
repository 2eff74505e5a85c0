// @vitest-environment jsdom
import type { AdminVideo } from '@core/schemas/courses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoProcessingState } from './VideoProcessingState';

const video = (o: Partial<AdminVideo>) =>
  ({
    id: 'v1',
    title: 'Felonies',
    source: 'upload',
    processing_error: null,
    rendition_size_bytes: null,
    ...o,
  }) as AdminVideo;
const fetchMock = vi.fn();

function show(v: AdminVideo) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VideoProcessingState video={v} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ message: 'Processing queued', processing_status: 'processing' })),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VideoProcessingState', () => {
  it('shows processing, then ready with the data-saver size; nothing for a link', () => {
    show(video({ processing_status: 'processing' }));
    expect(screen.getByRole('status').textContent).toContain('Processing…');
    cleanup();
    show(video({ processing_status: 'ready', rendition_size_bytes: 12 * 1024 * 1024 }));
    expect(screen.getByText('Ready · data saver 12.0 MB')).toBeTruthy();
    cleanup();
    show(video({ processing_status: 'ready', source: 'youtube' }));
    expect(screen.queryByText(/Ready|Processing/)).toBeNull();
  });

  it('shows why processing failed and retries it', async () => {
    const reason = 'Not a playable video (ffprobe: moov atom not found)';
    show(video({ processing_status: 'failed', processing_error: reason }));
    expect(screen.getByText('Processing failed')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry processing Felonies' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/videos/v1/retry-processing');
    expect(init.method).toBe('POST');
  });
});
