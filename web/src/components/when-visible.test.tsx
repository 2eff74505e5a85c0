// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { stubObserver } from '@web/test/fake-intersection-observer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhenVisible', () => {
  it('shows the placeholder until the spot nears the viewport, then the children', () => {
    const io = stubObserver();
    render(
      <WhenVisible placeholder={<p>placeholder</p>}>
        <p>charts</p>
      </WhenVisible>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('charts')).toBeNull();
    expect(io.observe).toHaveBeenCalledTimes(1);

    io.show();
    expect(screen.getByText('charts')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(io.disconnect).toHaveBeenCalled();
  });

  it('renders the children at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible placeholder={<p>placeholder</p>}>
        <p>charts</p>
      </WhenVisible>,
    );
    expect(screen.getByText('charts')).toBeTruthy();
  });
});
