import type { ReadinessArea } from '@core/schemas/readiness';
import { cn } from '@web/lib/cn';

interface AreaBarProps {
  area: ReadinessArea;
  floor: number;
  passing: number;
}

/** The estimate as a bar with its 95 % band, against the 60 % floor and the 75 % line. */
export function AreaBar({ area, floor, passing }: AreaBarProps) {
  const { estimate, low, high } = area;
  const label =
    estimate === null
      ? `${area.title}: no graded test yet`
      : `${area.title}: estimated ${estimate}%, likely between ${low}% and ${high}%; the floor is ${floor}% and the passing line ${passing}%`;
  const tone =
    estimate === null
      ? ''
      : estimate < floor
        ? 'bg-destructive'
        : estimate < passing
          ? 'bg-warning'
          : 'bg-success';
  return (
    <div role="img" aria-label={label} className="relative h-4 w-full overflow-hidden rounded-full bg-muted">
      {estimate !== null && low !== null && high !== null && (
        <>
          <div
            className="absolute inset-y-0 bg-foreground/15"
            style={{ left: `${low}%`, width: `${high - low}%` }}
          />
          <div
            className={cn('absolute inset-y-1 left-0 rounded-full', tone)}
            style={{ width: `${estimate}%` }}
          />
        </>
      )}
      <div className="absolute inset-y-0 w-0.5 bg-destructive" style={{ left: `${floor}%` }} />
      <div className="absolute inset-y-0 w-0.5 bg-foreground" style={{ left: `${passing}%` }} />
    </div>
  );
}
