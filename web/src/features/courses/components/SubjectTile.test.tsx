// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { stubObserver } from '@web/test/fake-intersection-observer';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubjectTile } from './SubjectTile';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tile = (priority: boolean) =>
  render(
    <MemoryRouter>
      <SubjectTile
        boardArea="criminal-law"
        icon="scale"
        subject="Criminal Law Book 1"
        count={3}
        thumbnail="/api/media/thumbnails/t1?s=x"
        priority={priority}
      />
    </MemoryRouter>,
  );

describe('SubjectTile thumbnail', () => {
  it('asks for a tile below the fold only once it nears the viewport (prepaid data)', () => {
    const io = stubObserver();
    const { container } = tile(false);
    expect(container.querySelector('img')).toBeNull();
    io.show();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/api/media/thumbnails/t1?s=x');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('asks for a tile above the fold at once and first (the largest paint)', () => {
    stubObserver();
    const img = tile(true).container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });
});
