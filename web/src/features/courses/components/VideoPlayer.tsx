import type { Video } from '@core/schemas/courses';
import { Button } from '@web/components/ui/button';
import { formatClock } from '@web/lib/duration';
import { VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { WatchHandlers } from '../hooks/useWatchTracking';
import { attachEmbed, type EmbedController } from '../lib/embed-player';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

interface Props {
  video: Video;
  /** Saved position; playback resumes there unless it is at the very start or end. */
  resumeAt: number;
  rate: number;
  handlers: WatchHandlers;
  /** The signed URL was refused (expired): the caller fetches fresh URLs. */
  onExpired?: () => void;
  /** The <video> element of a stored or direct file (captions toggle, transcript jumps). */
  mediaRef?: React.RefObject<HTMLVideoElement | null>;
  /** Captions shown (when the lecture has them). */
  captions?: boolean;
  /** Which file `video.video_url` is; switching continues at the same moment. */
  quality?: 'original' | 'data-saver';
}

function resumePoint(resumeAt: number, duration: number): number {
  return resumeAt > 5 && (!duration || resumeAt < duration - 5) ? Math.floor(resumeAt) : 0;
}

/** The right player for the source: `<video>` for stored and direct files, an iframe for YouTube/Vimeo. */
export function VideoPlayer({
  video,
  resumeAt,
  rate,
  handlers,
  onExpired,
  mediaRef,
  captions,
  quality,
}: Props) {
  if (!video.video_url) {
    return (
      <div className="flex aspect-video flex-col items-center justify-center gap-2 bg-primary text-white">
        <VideoOff className="size-8" aria-hidden="true" />
        <p>No video available</p>
      </div>
    );
  }
  if ((video.source === 'youtube' || video.source === 'vimeo') && video.embed_url) {
    return <EmbedPlayer video={video} resumeAt={resumeAt} rate={rate} handlers={handlers} />;
  }
  return (
    <FilePlayer
      video={video}
      resumeAt={resumeAt}
      rate={rate}
      handlers={handlers}
      onExpired={onExpired}
      mediaRef={mediaRef}
      captions={captions}
      quality={quality}
    />
  );
}

function FilePlayer({
  video,
  resumeAt,
  rate,
  handlers,
  onExpired,
  mediaRef,
  captions = true,
  quality = 'original',
}: Props) {
  const ownRef = useRef<HTMLVideoElement>(null);
  const ref = mediaRef ?? ownRef;
  const [resumedAt, setResumedAt] = useState(0);
  // The URL stays fixed while the video is open, so a refreshed list never restarts playback;
  // it changes only after the signed URL was refused (expired), resuming where it stopped.
  const [src, setSrc] = useState(video.video_url);
  const recoverAt = useRef<number | null>(null);
  const resumePlaying = useRef(false);
  const shownQuality = useRef(quality);

  // Data saver switched on or off: the other file continues where this one was (playing if it was).
  useEffect(() => {
    if (shownQuality.current === quality) return;
    shownQuality.current = quality;
    const el = ref.current;
    recoverAt.current = el?.currentTime ?? 0;
    resumePlaying.current = !!el && !el.paused;
    setSrc(video.video_url);
  }, [quality, video.video_url, ref]);

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = rate;
  }, [rate, ref]);

  // The captions toggle: the track stays loaded, only shown or hidden.
  useEffect(() => {
    const track = ref.current?.textTracks[0];
    if (track) track.mode = captions ? 'showing' : 'hidden';
  }, [captions, ref]);

  useEffect(() => {
    if (recoverAt.current !== null && video.video_url && video.video_url !== src) setSrc(video.video_url);
  }, [video.video_url, src]);

  return (
    <div className="relative bg-black">
      {/* biome-ignore lint/a11y/useMediaCaption: the track is there when the lecture has captions (issue 16) */}
      <video
        ref={ref}
        className="aspect-video w-full"
        src={src ?? undefined}
        poster={video.thumbnail_url ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={`Lecture video: ${video.title}`}
        onLoadedMetadata={(e) => {
          const el = e.currentTarget;
          el.playbackRate = rate;
          const track = el.textTracks[0];
          if (track) track.mode = captions ? 'showing' : 'hidden';
          if (recoverAt.current !== null) {
            el.currentTime = recoverAt.current;
            recoverAt.current = null;
            if (resumePlaying.current) void el.play()?.catch(() => {});
            resumePlaying.current = false;
            return;
          }
          const at = resumePoint(resumeAt, el.duration);
          if (at) {
            el.currentTime = at;
            setResumedAt(at);
          }
        }}
        onPlay={handlers.play}
        onPause={handlers.pause}
        onEnded={handlers.ended}
        onTimeUpdate={(e) => handlers.time(e.currentTarget.currentTime)}
        onError={(e) => {
          if (recoverAt.current !== null) return; // already asked for a fresh URL
          recoverAt.current = e.currentTarget.currentTime;
          onExpired?.();
        }}
      >
        {video.captions_url && (
          <track kind="captions" src={video.captions_url} srcLang="en" label="English" default={captions} />
        )}
      </video>
      {resumedAt > 0 && (
        <div className="flex flex-wrap items-center gap-2 bg-primary px-3 py-2 text-sm text-white">
          <span>Resumed at {formatClock(resumedAt)}.</span>
          <Button
            size="sm"
            variant="link"
            className="text-accent"
            onClick={() => {
              if (ref.current) ref.current.currentTime = 0;
              setResumedAt(0);
            }}
          >
            Start over
          </Button>
        </div>
      )}
    </div>
  );
}

function EmbedPlayer({ video, resumeAt, rate, handlers }: Omit<Props, 'onExpired'>) {
  const ref = useRef<HTMLIFrameElement>(null);
  const controller = useRef<EmbedController | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const source = video.source as 'youtube' | 'vimeo';
  const [start] = useState(() => resumePoint(resumeAt, video.duration));

  useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return;
    controller.current = attachEmbed(iframe, source, (e) => {
      const h = handlersRef.current;
      if (e.type === 'time') h.time(e.seconds);
      else h[e.type]();
    });
    return () => controller.current?.detach();
  }, [source]);

  useEffect(() => {
    controller.current?.setPlaybackRate(rate);
  }, [rate]);

  const src =
    source === 'youtube'
      ? `${video.embed_url}&origin=${encodeURIComponent(window.location.origin)}${start ? `&start=${start}` : ''}`
      : `${video.embed_url}${start ? `#t=${start}s` : ''}`;
  return (
    <iframe
      ref={ref}
      key={video.id}
      src={src}
      title={`Lecture video: ${video.title}`}
      className="aspect-video w-full bg-black"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
