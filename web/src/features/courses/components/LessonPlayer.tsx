import type { Video } from '@core/schemas/courses';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { formatDuration } from '@web/lib/duration';
import { capitalize, formatFileSize } from '@web/lib/format';
import { CheckCircle2, Clock, Gauge, Subtitles } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useDataSaver } from '../hooks/useDataSaver';
import { useWatchTracking } from '../hooks/useWatchTracking';
import { TranscriptPanel } from './TranscriptPanel';
import { PLAYBACK_RATES, VideoPlayer } from './VideoPlayer';

interface Props {
  video: Video;
  completed: boolean;
  resumeAt: number;
  onExpired?: () => void;
}

/** The player with its tracking, playback speed and Mark Complete; used on /course and /study. */
export function LessonPlayer({ video, completed: initiallyCompleted, resumeAt, onExpired }: Props) {
  const tracking = useWatchTracking(video, initiallyCompleted);
  const [rate, setRate] = useState(1);
  const speedId = useId();
  const canChangeSpeed = video.source !== 'vimeo';
  const media = useRef<HTMLVideoElement>(null);
  const [captions, setCaptions] = useState(true);
  // Playback position for the transcript (timeupdate fires about four times a second).
  const [time, setTime] = useState(0);
  const handlers = {
    ...tracking.handlers,
    time(seconds: number) {
      tracking.handlers.time(seconds);
      setTime(seconds);
    },
  };
  const hasCaptions = !!video.captions_url && video.source !== 'youtube' && video.source !== 'vimeo';
  const [dataSaver, setDataSaver] = useDataSaver();
  const lite = dataSaver ? video.data_saver : null;

  return (
    <section
      aria-label="Video player"
      className="overflow-hidden rounded-lg border border-border bg-card shadow-card"
    >
      <VideoPlayer
        key={video.id}
        video={lite ? { ...video, video_url: lite.url } : video}
        quality={lite ? 'data-saver' : 'original'}
        resumeAt={resumeAt}
        rate={rate}
        handlers={handlers}
        onExpired={onExpired}
        mediaRef={media}
        captions={captions}
      />
      <div className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 className="text-lg leading-snug font-semibold sm:text-xl">{video.title}</h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {video.subject && <span>{video.subject}</span>}
              <Badge variant="secondary">{capitalize(video.difficulty_level || 'basic')}</Badge>
              {video.duration > 0 && (
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden="true" /> {formatDuration(video.duration)}
                </span>
              )}
            </p>
          </div>
          {tracking.completed && (
            <Badge variant="success" aria-live="polite">
              <CheckCircle2 className="size-3.5" aria-hidden="true" /> Completed
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {canChangeSpeed && (
            <div className="flex items-center gap-2">
              <label htmlFor={speedId} className="text-sm font-medium">
                Speed
              </label>
              <NativeSelect
                id={speedId}
                value={rate}
                onChange={(e) => setRate(Number(e.target.value))}
                className="h-9 w-24"
              >
                {PLAYBACK_RATES.map((r) => (
                  <option key={r} value={r}>
                    {r}×
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          {video.data_saver && (
            <Button
              variant="outline"
              aria-pressed={dataSaver}
              onClick={() => setDataSaver(!dataSaver)}
              title="Plays a smaller, lower-quality version of the lecture (for mobile data)"
            >
              <Gauge aria-hidden="true" /> Data saver
              <span className="text-xs font-normal text-muted-foreground">
                ({formatFileSize(video.data_saver.size_bytes)} instead of{' '}
                {formatFileSize(video.data_saver.original_size_bytes)})
              </span>
            </Button>
          )}
          {hasCaptions && (
            <Button variant="outline" aria-pressed={captions} onClick={() => setCaptions((on) => !on)}>
              <Subtitles aria-hidden="true" /> Captions
            </Button>
          )}
          <Button
            onClick={() => void tracking.markComplete()}
            disabled={tracking.completed || tracking.completing}
            variant={tracking.completed ? 'secondary' : 'default'}
          >
            <CheckCircle2 aria-hidden="true" />
            {tracking.completed ? 'Completed' : tracking.completing ? 'Saving…' : 'Mark Complete'}
          </Button>
          <span className="sr-only" aria-live="polite">
            {tracking.playing ? 'Playing' : 'Paused'}
          </span>
        </div>
        {video.description && (
          <p className="text-sm whitespace-pre-line text-muted-foreground">{video.description}</p>
        )}
        {video.has_transcript && (
          <TranscriptPanel
            videoId={video.id}
            time={time}
            onSeek={(seconds) => {
              const el = media.current;
              if (!el) return;
              el.currentTime = seconds;
              setTime(seconds);
            }}
          />
        )}
      </div>
    </section>
  );
}
