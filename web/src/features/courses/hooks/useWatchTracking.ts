import type { Video } from '@core/schemas/courses';
import { useQueryClient } from '@tanstack/react-query';
import { markActivity } from '@web/lib/activity';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { completeVideo } from '../api/complete-video';
import { endStudySession, endStudySessionOnExit } from '../api/end-session';
import { saveVideoProgress, saveVideoProgressOnExit } from '../api/save-video-progress';
import { startStudySession } from '../api/start-session';
import { requestDashboardRefresh } from '../lib/refresh';

/** Learner spec §4 and §9: the tracking intervals. */
export const TRACKING = {
  saveEverySeconds: 30,
  dashboardRefreshEverySeconds: 60,
  courseRefreshEverySeconds: 120,
  courseRefreshDelayMs: 2000,
} as const;

export interface WatchHandlers {
  play(): void;
  pause(): void;
  ended(): void;
  time(seconds: number): void;
}

const log = (what: string, err: unknown) => console.warn(`[tracking] ${what} failed`, err);

/**
 * Watch-time tracking for one video: play opens a session; every 30 s of playing the time
 * is saved; pause or end saves the rest and closes the session; the end marks the video
 * complete. Mark Complete saves pending time first. A playing video counts as activity
 * for the inactivity logout. Failures are only logged (learner spec §8).
 */
export function useWatchTracking(video: Video | null, initiallyCompleted: boolean) {
  const queryClient = useQueryClient();
  const [completed, setCompleted] = useState(initiallyCompleted);
  const [completing, setCompleting] = useState(false);
  const [playing, setPlaying] = useState(false);
  const session = useRef<Promise<string | null> | null>(null);
  const sinceSave = useRef(0);
  const sessionSeconds = useRef(0);
  const watchedHere = useRef(0);
  const position = useRef(0);
  const completedRef = useRef(initiallyCompleted);
  const videoId = video?.id ?? null;

  useEffect(() => {
    setCompleted(initiallyCompleted);
    completedRef.current = initiallyCompleted;
  }, [initiallyCompleted]);

  const refreshCourse = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['courses', 'completion'] });
    void queryClient.invalidateQueries({ queryKey: ['courses', 'detail'] });
    void queryClient.invalidateQueries({ queryKey: ['courses', 'list'] });
  }, [queryClient]);

  /** Saves `watch` seconds (and the position) in the session `pending` resolves to. */
  const saveTime = useCallback(
    async (watch: number, pending: Promise<string | null> | null) => {
      if (!videoId) return;
      const sessionId = pending ? await pending : null;
      try {
        await saveVideoProgress({
          video_id: videoId,
          session_id: sessionId ?? undefined,
          watch_time_seconds: watch,
          position_seconds: Math.floor(position.current),
        });
      } catch (err) {
        log('saving watch time', err);
      }
    },
    [videoId],
  );

  const save = useCallback(async () => {
    const watch = sinceSave.current;
    // Nothing watched and no session: nothing to save (and no empty session to open).
    if (watch === 0 && !session.current) return;
    sinceSave.current = 0;
    await saveTime(watch, session.current);
  }, [saveTime]);

  /**
   * Saves the rest and ends the session. The session is taken at once, before any await: a
   * video that ends fires pause and then ended, and the second call must find nothing to close.
   */
  const closeSession = useCallback(async () => {
    const pending = session.current;
    const watch = sinceSave.current;
    const total = sessionSeconds.current;
    session.current = null;
    sinceSave.current = 0;
    sessionSeconds.current = 0;
    if (!pending && watch === 0) return;
    await saveTime(watch, pending);
    const sessionId = pending ? await pending : null;
    if (sessionId) await endStudySession(sessionId, total).catch((err) => log('ending the session', err));
    requestDashboardRefresh();
  }, [saveTime]);

  const complete = useCallback(async () => {
    if (!videoId) return;
    setCompleting(true);
    try {
      await save();
      await completeVideo(videoId);
      completedRef.current = true;
      setCompleted(true);
      refreshCourse();
      requestDashboardRefresh();
      showToast({ title: 'Lesson completed', description: video?.title, variant: 'success' });
    } catch (err) {
      showErrorToast('Could not mark the lesson complete', err);
    } finally {
      setCompleting(false);
    }
  }, [videoId, video?.title, save, refreshCourse]);

  // One tick per second of playing: count, keep the session alive, save every 30 s.
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      markActivity();
      sinceSave.current += 1;
      sessionSeconds.current += 1;
      watchedHere.current += 1;
      const watched = watchedHere.current;
      if (sinceSave.current >= TRACKING.saveEverySeconds) void save();
      if (watched % TRACKING.dashboardRefreshEverySeconds === 0) requestDashboardRefresh();
      if (watched % TRACKING.courseRefreshEverySeconds === 0)
        setTimeout(refreshCourse, TRACKING.courseRefreshDelayMs);
    }, 1000);
    return () => clearInterval(timer);
  }, [playing, save, refreshCourse]);

  // Leaving the video (another lesson, another page, closing the tab) saves what is pending.
  useEffect(() => {
    if (!videoId) return;
    const flush = () => {
      const pending = session.current;
      const watch = sinceSave.current;
      const total = sessionSeconds.current;
      sinceSave.current = 0;
      session.current = null;
      sessionSeconds.current = 0;
      void pending?.then((sessionId) => {
        if (!sessionId) return;
        saveVideoProgressOnExit({
          video_id: videoId,
          session_id: sessionId,
          watch_time_seconds: watch,
          position_seconds: Math.floor(position.current),
        });
        endStudySessionOnExit(sessionId, total);
      });
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      setPlaying(false);
      watchedHere.current = 0;
    };
  }, [videoId]);

  const handlers: WatchHandlers = {
    play() {
      if (!videoId) return;
      markActivity();
      setPlaying(true);
      session.current ??= startStudySession({ session_type: 'video', video_id: videoId }).catch((err) => {
        log('starting the session', err);
        return null;
      });
    },
    pause() {
      setPlaying(false);
      void closeSession();
    },
    ended() {
      setPlaying(false);
      void closeSession().then(() => {
        if (!completedRef.current) void complete();
      });
    },
    time(seconds) {
      position.current = seconds;
    },
  };

  return { handlers, completed, completing, playing, markComplete: complete };
}
