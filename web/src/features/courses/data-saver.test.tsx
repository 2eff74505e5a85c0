// @vitest-environment jsdom
import type { Video } from '@core/schemas/courses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LessonPlayer } from './components/LessonPlayer';
import { DATA_SAVER_KEY } from './hooks/useDataSaver';

const MB = 1024 * 1024;
const lecture = (id: string, dataSaver: boolean): Video => ({
  id,
  _id: id,
  title: `Lecture ${id}`,
  description: '',
  video_url: `/api/media/videos/${id}?s=a&exp=1&sig=x`,
  embed_url: null,
  source: 'upload',
  thumbnail_url: null,
  duration: 600,
  captions_url: null,
  has_transcript: false,
  data_saver: dataSaver
    ? {
        url: `/api/media/renditions/${id}?s=a&exp=1&sig=y`,
        size_bytes: 12 * MB,
        original_size_bytes: 85 * MB,
      }
    : null,
  subject: null,
  subject_index: null,
  board_area: 'criminal-law',
  course_id: 1,
  lesson_number: 1,
  difficulty_level: 'basic',
  created_at: '2026-11-27T00:00:00.000Z',
});

function show(video: Video) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <LessonPlayer video={video} completed={false} resumeAt={0} />
    </QueryClientProvider>,
  );
}

const src = () => screen.getByLabelText(/^Lecture video:/).getAttribute('src');

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Data saver', () => {
  it('shows both sizes, plays the small file when chosen, and remembers it for the next lectures', async () => {
    const u = userEvent.setup();
    const first = show(lecture('a', true));
    const button = screen.getByRole('button', { name: /Data saver/ });
    expect(button.textContent?.trim()).toBe('Data saver(12.0 MB instead of 85.0 MB)');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(src()).toBe('/api/media/videos/a?s=a&exp=1&sig=x');

    await u.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(src()).toBe('/api/media/renditions/a?s=a&exp=1&sig=y');
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on');

    // Another lecture, or the page after a reload: the choice holds.
    first.unmount();
    show(lecture('b', true));
    expect(screen.getByRole('button', { name: /Data saver/ }).getAttribute('aria-pressed')).toBe('true');
    expect(src()).toBe('/api/media/renditions/b?s=a&exp=1&sig=y');

    // Turned off: the original again, and remembered off.
    await u.click(screen.getByRole('button', { name: /Data saver/ }));
    expect(src()).toBe('/api/media/videos/b?s=a&exp=1&sig=x');
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
  });

  it('is not offered for a lecture without a smaller version (it plays the original)', () => {
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    show(lecture('c', false));
    expect(screen.queryByRole('button', { name: /Data saver/ })).toBeNull();
    expect(src()).toBe('/api/media/videos/c?s=a&exp=1&sig=x');
  });
});
