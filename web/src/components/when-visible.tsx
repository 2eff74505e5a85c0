import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  /** Shown, and watched, until the spot comes near the viewport. */
  placeholder: ReactNode;
  children: ReactNode;
  /** How far below the viewport loading starts. */
  rootMargin?: string;
  /** Classes of the watched spot (e.g. to fill a sized box). */
  className?: string;
}

/**
 * Renders `children` only once their spot comes within `rootMargin` of the viewport, so a
 * heavy lazy chunk below the fold (the dashboard's charts) or an image (the courses' tiles) is
 * neither fetched nor run while the page loads on a phone. Without IntersectionObserver it renders them at once.
 */
export function WhenVisible({ placeholder, children, rootMargin = '200px', className }: Props) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const spot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = spot.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return visible ? (
    children
  ) : (
    <div ref={spot} className={className}>
      {placeholder}
    </div>
  );
}
