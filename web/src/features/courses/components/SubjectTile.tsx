import { BoardAreaIcon } from '@web/components/board-area-icon';
import { WhenVisible } from '@web/components/when-visible';
import { PlayCircle } from 'lucide-react';
import { Link } from 'react-router';

interface Props {
  boardArea: string;
  icon: string;
  subject: string;
  count: number;
  thumbnail: string | null;
  /** Above the fold on a phone: fetched at once and first (it is the page's largest paint). */
  priority?: boolean;
}

/** A subject of a board area: thumbnail, name and video count, opening the course player on it. */
export function SubjectTile({ boardArea, icon, subject, count, thumbnail, priority = false }: Props) {
  return (
    <Link
      to={`/course/${boardArea}?subject=${encodeURIComponent(subject)}`}
      className="group grid overflow-hidden rounded-md border border-border bg-card transition-shadow hover:shadow-md focus-visible:outline-3"
    >
      <div className="relative aspect-video bg-secondary">
        {thumbnail ? (
          priority ? (
            <Thumbnail src={thumbnail} priority />
          ) : (
            // Not Chrome's lazy loading alone: it fetches every tile within 1,250–2,500 px,
            // some 30 thumbnails (330 KB of a prepaid plan) for a phone that shows four.
            <WhenVisible className="size-full" placeholder={null}>
              <Thumbnail src={thumbnail} priority={false} />
            </WhenVisible>
          )
        ) : (
          <div className="flex size-full items-center justify-center text-secondary-foreground">
            <BoardAreaIcon icon={icon} className="size-8 opacity-60" />
          </div>
        )}
        <PlayCircle
          className="absolute right-2 bottom-2 size-6 text-white drop-shadow opacity-0 transition-opacity group-hover:opacity-100"
          aria-hidden="true"
        />
      </div>
      <div className="grid gap-0.5 p-2.5">
        <span className="text-sm leading-snug font-medium">{subject}</span>
        <span className="text-xs text-muted-foreground">
          {count} {count === 1 ? 'video' : 'videos'}
        </span>
      </div>
    </Link>
  );
}

function Thumbnail({ src, priority }: { src: string; priority: boolean }) {
  return (
    // 320×180 is the stored thumbnail's size (server media/files.ts).
    <img
      src={src}
      alt=""
      width={320}
      height={180}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className="size-full object-cover"
    />
  );
}
