import type { TranscriptLine } from '@core/schemas/courses';
import { cn } from '@web/lib/cn';
import { formatClock } from '@web/lib/duration';
import { useEffect, useRef } from 'react';
import { useTranscript } from '../api/get-transcript';

/** The line being spoken at `time`: the last one that has started (the first of lines sharing a cue). */
export function currentLine(lines: TranscriptLine[], time: number): number {
  let at = -1;
  for (let i = 0; i < lines.length && lines[i]!.start_seconds <= time; i++) at = i;
  while (at > 0 && lines[at - 1]!.start_seconds === lines[at]!.start_seconds) at--;
  return at;
}

/**
 * The lecture's transcript beside the player (issue 16): the line being spoken is marked and
 * kept in view inside the panel; a line is a button that moves the video to it.
 */
export function TranscriptPanel({
  videoId,
  time,
  onSeek,
}: {
  videoId: string;
  time: number;
  onSeek: (seconds: number) => void;
}) {
  const transcript = useTranscript(videoId, true);
  const lines = transcript.data?.lines ?? [];
  const active = currentLine(lines, time);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const box = list.current;
    const item = box?.children[active] as HTMLElement | undefined;
    if (!box || !item) return;
    // Scroll the panel only, never the page.
    if (
      item.offsetTop < box.scrollTop ||
      item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight
    )
      box.scrollTop = item.offsetTop - box.clientHeight / 3;
  }, [active]);

  return (
    <section aria-labelledby={`transcript-${videoId}`} className="grid gap-2">
      <h3 id={`transcript-${videoId}`} className="text-base font-semibold">
        Transcript
      </h3>
      {transcript.isPending ? (
        <p className="text-sm text-muted-foreground">Loading transcript...</p>
      ) : transcript.isError ? (
        <p className="text-sm text-muted-foreground">The transcript could not be loaded.</p>
      ) : (
        <ol
          ref={list}
          aria-label="Transcript lines"
          className="relative grid max-h-64 gap-0.5 overflow-y-auto rounded-md border border-border p-1"
        >
          {lines.map((line, i) => (
            <li key={`${line.start_seconds}-${line.text}`}>
              <button
                type="button"
                onClick={() => onSeek(line.start_seconds)}
                aria-current={i === active ? 'true' : undefined}
                className={cn(
                  'grid w-full grid-cols-[3.5rem_minmax(0,1fr)] gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                  i === active && 'bg-secondary font-medium',
                )}
              >
                <span className="text-muted-foreground tabular-nums">{formatClock(line.start_seconds)}</span>
                <span>{line.text}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
