/** A labelled percent bar for an upload in progress (XHR progress from web/src/lib/api.ts). */
export function UploadProgressBar({
  percent,
  label = 'Upload progress',
}: {
  percent: number;
  label?: string;
}) {
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 w-full rounded bg-muted"
      >
        <div className="h-2 rounded bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground" aria-hidden>
        {percent}%
      </p>
    </div>
  );
}
