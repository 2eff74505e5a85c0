import type { DeckSummary } from '@core/schemas/deck';
import { ExamDateForm } from '@web/components/ExamDateForm';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format';
import { CalendarDays } from 'lucide-react';

/**
 * The exam date, asked on the dashboard (issue 18 item 4): the review deck compresses its
 * schedule so that every missed question returns at least twice before it. Shown only to
 * learners whose plan includes the deck (the summary is refused otherwise).
 */
export function ExamDateCard({ summary }: { summary: DeckSummary }) {
  const days = summary.exam_date ? daysUntil(summary.exam_date) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5" /> Your exam date
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {summary.exam_date && days !== null && (
          <p>
            {formatDate(`${summary.exam_date}T00:00:00+08:00`)}:{' '}
            {days > 0 ? `${days} day${days === 1 ? '' : 's'} to go` : days === 0 ? 'today' : 'passed'}
          </p>
        )}
        <ExamDateForm examDate={summary.exam_date} cleDates={summary.cle_dates} />
      </CardContent>
    </Card>
  );
}

/** Whole days from today in Manila to the exam date (both taken at Manila midnight). */
function daysUntil(date: string): number {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
