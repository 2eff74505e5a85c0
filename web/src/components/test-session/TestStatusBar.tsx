import { LIMITS } from '@core/catalog';
import { cn } from '@web/lib/cn';
import { formatClock } from '@web/lib/duration';
import { CheckCircle2, CloudOff, LoaderCircle, TimerIcon, TriangleAlert } from 'lucide-react';
import type { SaveStatus } from './use-answer-sync';

/** Countdown, red under 5 minutes (learner spec §9). */
export function Countdown({ seconds }: { seconds: number }) {
  const warning = seconds < LIMITS.timerWarningSeconds;
  const minutesLeft = Math.ceil(seconds / 60);
  return (
    <div
      role="timer"
      aria-label={`Time left: ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}`}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 font-mono text-lg font-semibold tabular-nums',
        warning ? 'bg-destructive-soft text-destructive' : 'bg-muted text-foreground',
      )}
      data-warning={warning || undefined}
    >
      <TimerIcon className="size-4" aria-hidden="true" />
      {formatClock(seconds)}
    </div>
  );
}

const SAVE_TEXT: Record<SaveStatus, string> = {
  saved: 'All answers saved',
  saving: 'Saving…',
  offline: 'Offline — answers kept on this device, retrying',
  error: 'Some answers could not be saved',
};

export function SaveIndicator({ status }: { status: SaveStatus }) {
  const Icon =
    status === 'saved'
      ? CheckCircle2
      : status === 'saving'
        ? LoaderCircle
        : status === 'offline'
          ? CloudOff
          : TriangleAlert;
  return (
    <p
      aria-live="polite"
      data-testid="save-status"
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm',
        status === 'saved' && 'text-success',
        status === 'saving' && 'text-muted-foreground',
        (status === 'offline' || status === 'error') && 'text-warning',
      )}
    >
      <Icon className={cn('size-4 shrink-0', status === 'saving' && 'animate-spin')} aria-hidden="true" />
      {SAVE_TEXT[status]}
    </p>
  );
}
