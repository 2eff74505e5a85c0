import type { Video } from '@core/schemas/courses';
import { cn } from '@web/lib/cn';
import { formatDuration } from '@web/lib/duration';
import { CheckCircle2, PlayCircle } from 'lucide-react';

interface Props {
  videos: Video[];
  /** Subject names in catalog order; videos without a subject go under 'Other lectures'. */
  subjects: string[];
  selectedId: string | null;
  completedIds: Set<string>;
  onSelect: (video: Video) => void;
}

/** The course playlist grouped by subject. */
export function Playlist({ videos, subjects, selectedId, completedIds, onSelect }: Props) {
  const groups = [...subjects, null]
    .map((subject) => ({
      subject,
      items: videos.filter((v) =>
        subject === null ? !v.subject || !subjects.includes(v.subject) : v.subject === subject,
      ),
    }))
    .filter((g) => g.items.length > 0);

  return (
    <nav aria-label="Playlist" className="grid gap-4">
      {groups.map((group) => (
        <section key={group.subject ?? 'other'} className="grid gap-1.5">
          <h3 className="text-sm font-semibold text-muted-foreground">{group.subject ?? 'Other lectures'}</h3>
          <ul className="grid gap-1">
            {group.items.map((video) => {
              const active = video.id === selectedId;
              const done = completedIds.has(video.id);
              return (
                <li key={video.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(video)}
                    aria-current={active ? 'true' : undefined}
                    className={cn(
                      'flex w-full items-start gap-3 rounded-md border p-2.5 text-left text-sm transition-colors hover:bg-muted',
                      active ? 'border-primary bg-secondary' : 'border-transparent',
                    )}
                  >
                    {done ? (
                      <CheckCircle2
                        className="mt-0.5 size-4 shrink-0 text-success"
                        role="img"
                        aria-label="Completed"
                      />
                    ) : (
                      <PlayCircle
                        className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                        aria-hidden="true"
                      />
                    )}
                    <span className="grid flex-1 gap-0.5">
                      <span className="font-medium">
                        {video.lesson_number}. {video.title}
                      </span>
                      {video.duration > 0 && (
                        <span className="text-xs text-muted-foreground">
                          {formatDuration(video.duration)}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
