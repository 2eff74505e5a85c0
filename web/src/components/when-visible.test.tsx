// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `show()` reports the watched spot as visible. */
function stubObserver() {
  let callback: IntersectionObserverCallback = () => {};
  const observe = vi.fn();
  const disconnect = vi.fn();
  class FakeObserver {
    constructor(cb: IntersectionObserverCallback) {
      callback = cb;
    }
    observe = observe;
    disconnect = disconnect;
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const show = () =>
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { observe, disconnect, show };
}

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
