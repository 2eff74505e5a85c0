import type { MockExam, ReportCard } from '@core/schemas/mock-exam';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { Link } from 'react-router';
import { areaReviewPath } from '../api/mock-exams';

function titles(r: ReportCard, ids: string[]): string {
  const t = ids.map((id) => r.areas.find((a) => a.board_area === id)?.title ?? id);
  return t.length > 1 ? `${t.slice(0, -1).join(', ')} and ${t.at(-1)}` : (t[0] ?? '');
}

function Verdict({ r }: { r: ReportCard }) {
  if (r.verdict === 'passing') {
    return (
      <Alert variant="success">
        <AlertTitle>Passed</AlertTitle>
        <AlertDescription>
          A weighted average of {r.weighted_average}% with every area at {r.area_floor}% or more.
        </AlertDescription>
      </Alert>
    );
  }
  if (r.verdict === 'deferred') {
    return (
      <Alert variant="warning">
        <AlertTitle>Deferred: retake {titles(r, r.retake_areas)}</AlertTitle>
        <AlertDescription>
          A weighted average of {r.weighted_average}%, at or above {r.passing_average}%, but below{' '}
          {r.area_floor}% in {titles(r, r.retake_areas)}: such an examinee retakes those areas.
        </AlertDescription>
      </Alert>
    );
  }
  if (r.verdict === 'not_passing') {
    return (
      <Alert variant="destructive">
        <AlertTitle>Did not pass</AlertTitle>
        <AlertDescription>
          A weighted average of {r.weighted_average}%, below {r.passing_average}%.{' '}
          {r.holding_back && <>{titles(r, [r.holding_back])} holds you back the most.</>}
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert>
      <AlertTitle>No verdict</AlertTitle>
      <AlertDescription>An area had no items to rate, so no weighted average can be given.</AlertDescription>
    </Alert>
  );
}

/**
 * The mock's result as the PRC's report card: a rating per area (each with its review), the
 * weighted average, the verdict.
 */
export function ReportCardView({ mock }: { mock: MockExam }) {
  const r = mock.report;
  if (!r) return null;
  const submitted = (boardArea: string) =>
    mock.sittings.find((s) => s.board_area === boardArea && s.status === 'submitted');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Report card</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Verdict r={r} />
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rating per board area</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Board area
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Weight
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Correct
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                Rating
              </th>
            </tr>
          </thead>
          <tbody>
            {r.areas.map((a) => {
              const low = a.rating !== null && a.rating < r.area_floor;
              const sitting = submitted(a.board_area);
              return (
                <tr key={a.board_area} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 pr-2 font-normal">
                    <span className="block">{a.title}</span>
                    {sitting && (
                      <Link
                        to={areaReviewPath(mock.id, sitting.position)}
                        className="inline-block py-1 text-primary underline-offset-4 hover:underline"
                        aria-label={`Review answers: ${a.title}`}
                      >
                        Review answers
                      </Link>
                    )}
                  </th>
                  <td className="px-2 py-2 text-right">{a.weight}%</td>
                  <td className="px-2 py-2 text-right">
                    {a.correct}/{a.total}
                  </td>
                  <td className={cn('py-2 pl-2 text-right font-semibold', low && 'text-destructive')}>
                    {a.rating === null ? '—' : `${a.rating}%`}
                    {low && <span className="sr-only"> (below {r.area_floor}%)</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="pt-3 pr-2 text-right font-semibold">
                Weighted average
              </th>
              <td className="pt-3 pl-2 text-right text-base font-bold">
                {r.weighted_average === null ? '—' : `${r.weighted_average}%`}
              </td>
            </tr>
          </tfoot>
        </table>
      </CardContent>
    </Card>
  );
}
