import { useCallback, useState } from 'react';

/** Where the learner's 'Data saver' choice is kept: it applies to every lecture, across reloads. */
export const DATA_SAVER_KEY = 'crimreview.dataSaver';

function read(): boolean {
  try {
    return window.localStorage.getItem(DATA_SAVER_KEY) === 'on';
  } catch {
    return false; // storage blocked (private mode): the choice lasts for this page only
  }
}

/** The 'Data saver' choice (play the low-bitrate version of lectures), remembered in localStorage. */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(read);
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(DATA_SAVER_KEY, next ? 'on' : 'off');
    } catch {
      // Not stored; still applied until the page is left.
    }
  }, []);
  return [on, set];
}
