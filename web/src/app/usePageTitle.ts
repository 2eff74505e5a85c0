import { useEffect } from 'react';
import { useMatches } from 'react-router';

export interface RouteHandle {
  title?: string;
}

/** Sets document.title from the deepest route with a `handle.title`. */
export function usePageTitle(): void {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} · CrimReview` : 'CrimReview';
  }, [title]);
}
