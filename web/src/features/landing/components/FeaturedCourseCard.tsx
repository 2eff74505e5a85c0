import type { BoardAreaSeed } from '@core/catalog';
import { BoardAreaIcon } from '@web/components/board-area-icon';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { BookOpen, Clock } from 'lucide-react';
import { Link } from 'react-router';

interface FeaturedCourseCardProps {
  area: BoardAreaSeed;
  category: string;
  lessons: number;
  hours: number;
}

export function FeaturedCourseCard({ area, category, lessons, hours }: FeaturedCourseCardProps) {
  const titleId = `featured-${area.id}`;
  return (
    <Card className="flex flex-col overflow-hidden" aria-labelledby={titleId}>
      <div
        className="flex h-24 items-center justify-between px-5 text-white"
        style={{ backgroundColor: area.color }}
      >
        <BoardAreaIcon icon={area.icon} className="size-9" />
        <span
          className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold"
          style={{ color: area.color }}
        >
          {category}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={titleId} className="text-lg leading-snug font-semibold">
          {area.title}
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{area.description}</p>
        <div className="flex gap-4 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <BookOpen className="size-4" aria-hidden="true" /> {lessons} lessons
          </span>
          <span className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" /> {hours} hours
          </span>
        </div>
        <div className="mt-auto grid gap-1.5">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>Progress</span>
            <span>0% complete</span>
          </div>
          <div className="h-2 rounded-full bg-muted" aria-hidden="true" />
        </div>
        <Button asChild className="w-full">
          <Link to={`/course/${area.id}`} aria-label={`Start Learning: ${area.title}`}>
            Start Learning
          </Link>
        </Button>
      </div>
    </Card>
  );
}
