import type { AdminVideo } from '@core/schemas/courses';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/errors';
import { formatFileSize } from '@web/lib/format';
import { Loader2, RotateCcw } from 'lucide-react';
import { useRetryProcessing } from '../api/videos';

/**
 * An uploaded lecture's background processing (duration, thumbnail, data-saver version):
 * 'Processing…' until the job is done, the data-saver size once ready, or the reason it failed
 * with a Retry. External links are never processed and show nothing.
 */
export function VideoProcessingState({ video }: { video: AdminVideo }) {
  const retry = useRetryProcessing();
  if (video.source !== 'upload') return null;
  if (video.processing_status === 'processing') {
    return (
      <Badge variant="secondary" role="status">
        <Loader2 className="size-3 animate-spin" aria-hidden /> Processing…
      </Badge>
    );
  }
  if (video.processing_status === 'ready') {
    return (
      <Badge variant="success">
        Ready
        {video.rendition_size_bytes ? ` · data saver ${formatFileSize(video.rendition_size_bytes)}` : ''}
      </Badge>
    );
  }
  return (
    <div className="grid basis-full gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant="destructive">Processing failed</Badge>
        <span className="text-muted-foreground">{video.processing_error}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => retry.mutate(video.id)}
          disabled={retry.isPending}
          aria-label={`Retry processing ${video.title}`}
        >
          <RotateCcw aria-hidden className="size-4" /> Retry
        </Button>
        {retry.isError && (
          <span role="alert" className="text-destructive">
            {errorText(retry.error, 'Could not retry')}
          </span>
        )}
      </div>
    </div>
  );
}
