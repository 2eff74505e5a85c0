import { relativeTime } from '@core/rules/relative-time';
import type { Activity } from '@core/schemas/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { BookOpen, ClipboardCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

const ICONS = { study: BookOpen, test: ClipboardCheck, other: Sparkles };

export function ActivityCard({ activities }: { activities: Activity[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activities.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No activity yet. Your lectures, guides and tests are listed here as you go:{' '}
            <Link to="/courses" className="text-primary underline">
              watch a lecture
            </Link>{' '}
            or{' '}
            <Link to="/practice" className="text-primary underline">
              take a practice test
            </Link>
            .
          </p>
        ) : (
          <ul className="grid gap-3">
            {activities.map((a) => {
              const Icon = ICONS[a.type];
              return (
                <li key={`${a.timestamp}-${a.description}`} className="flex items-start gap-3 text-sm">
                  <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <div className="grid flex-1 gap-0.5">
                    <span>{a.description}</span>
                    <span className="text-xs text-muted-foreground">
                      {relativeTime(a.timestamp, { style: 'long' })}
                      {a.duration_minutes ? ` · ${a.duration_minutes} min` : ''}
                      {a.score !== null ? ` · ${a.score}%` : ''}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
