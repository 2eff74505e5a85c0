import type { TestPerformance } from '@core/schemas/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Axis labels that fit a phone: the distinctive word of each board area. */
const SHORT: Record<string, string> = {
  'criminal-law': 'Law',
  'criminal-investigation': 'Investig.',
  criminalistics: 'Crimlstcs',
  'criminal-sociology': 'Sociology',
  'law-enforcement': 'Law Enf.',
  'correctional-administration': 'Correction',
};

const dayLabel = new Intl.DateTimeFormat('en-PH', {
  month: 'short',
  day: 'numeric',
  timeZone: 'Asia/Manila',
});

/**
 * The passing line, drawn after the data so nothing covers it, with its label outside the
 * plot on the right where no bar or point can hide it.
 */
function passingLine(passing: number) {
  return {
    y: passing,
    stroke: '#b42318',
    strokeDasharray: '6 4',
    label: { value: `${passing}%`, fontSize: 12, position: 'right' as const, fill: '#b42318' },
  };
}

/**
 * The two dashboard charts (recharts, loaded only with this component): scores over time,
 * and the average score per board area against the passing line.
 */
export default function Charts({
  performance,
  areaTitles,
}: {
  performance: TestPerformance;
  areaTitles: Map<string, string>;
}) {
  const passing = performance.passing_score;
  const overTime = performance.scores_over_time.map((s, i) => ({
    n: i + 1,
    label: dayLabel.format(new Date(s.completed_at)),
    score: s.score,
    area: areaTitles.get(s.board_area) ?? s.board_area,
  }));
  const byArea = performance.by_board_area.map((a) => ({
    area: a.title,
    short: SHORT[a.board_area] ?? a.title.split(' ')[0],
    average: a.average_score ?? 0,
    tests: a.tests,
  }));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Scores over time</CardTitle>
        </CardHeader>
        <CardContent>
          {overTime.length === 0 ? (
            <p className="text-sm text-muted-foreground">Take a practice test to see your scores here.</p>
          ) : (
            <figure aria-label={`Scores of your last ${overTime.length} tests, passing line ${passing}%`}>
              <ResponsiveContainer width="100%" height={240}>
                <LineChart data={overTime} margin={{ top: 8, right: 40, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#d6dce6" />
                  <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                  <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} />
                  <Tooltip
                    formatter={(v) => [`${v}%`, 'Score']}
                    labelFormatter={(_, p) => p?.[0]?.payload.area ?? ''}
                  />
                  <Line type="monotone" dataKey="score" stroke="#0f2a4a" strokeWidth={2} dot={{ r: 3 }} />
                  <ReferenceLine {...passingLine(passing)} />
                </LineChart>
              </ResponsiveContainer>
            </figure>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Average by board area</CardTitle>
        </CardHeader>
        <CardContent>
          {byArea.every((a) => a.tests === 0) ? (
            <p className="text-sm text-muted-foreground">
              Your average per board area appears after your first test.
            </p>
          ) : (
            <figure aria-label={`Average score per board area against the ${passing}% passing line`}>
              <ResponsiveContainer width="100%" height={240}>
                <BarChart data={byArea} margin={{ top: 8, right: 40, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#d6dce6" />
                  <XAxis
                    dataKey="short"
                    tick={{ fontSize: 11 }}
                    interval={0}
                    angle={-35}
                    textAnchor="end"
                    height={56}
                  />
                  <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} />
                  <Tooltip
                    formatter={(v, _n, p) => [
                      p.payload.tests ? `${v}% (${p.payload.tests} tests)` : 'No tests yet',
                      'Average',
                    ]}
                    labelFormatter={(_, p) => p?.[0]?.payload.area ?? ''}
                  />
                  <Bar dataKey="average" radius={[4, 4, 0, 0]}>
                    {byArea.map((a) => (
                      <Cell key={a.area} fill={a.average >= passing ? '#067647' : '#f2b632'} />
                    ))}
                  </Bar>
                  <ReferenceLine {...passingLine(passing)} />
                </BarChart>
              </ResponsiveContainer>
            </figure>
          )}
          <ul className="sr-only">
            {byArea.map((a) => (
              <li key={a.area}>
                {a.area}: {a.tests ? `${a.average}%` : 'no tests yet'}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
