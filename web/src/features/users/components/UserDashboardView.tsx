import { relativeTime } from '@core/rules/relative-time';
import { passLabel } from '@core/rules/scoring';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { errorText } from '@web/lib/errors';
import { capitalize, formatDate } from '@web/lib/format';
import { scoreTextClass } from '@web/lib/score';
import {
  type DashboardBase,
  useUserDashboardStats,
  useUserRecentActivity,
  useUserTestResults,
} from '../api/user-dashboard';
import { UserAuditCard } from './UserAuditCard';

const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const denied = error instanceof ApiError && error.status === 403;
  return (
    <Alert role="alert" variant="destructive">
      <AlertTitle>{denied ? 'Access denied' : 'Error loading dashboard'}</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-2">
        <p>{errorText(error, 'Failed to load user dashboard data')}</p>
        {!denied && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** One user's dashboard as staff see it (admin spec §3 "User dashboard"): info, stats, results, activity. */
export function UserDashboardView({ base, userId }: { base: DashboardBase; userId: string }) {
  const stats = useUserDashboardStats(base, userId);
  const results = useUserTestResults(base, userId);
  const activity = useUserRecentActivity(base, userId);

  if (stats.isLoading) return <Spinner label="Loading dashboard..." className="py-10" />;
  if (stats.error) return <Failure error={stats.error} onRetry={() => stats.refetch()} />;
  if (!stats.data) return null;
  const { user_info: u, stats: s } = stats.data;

  return (
    <div className="grid gap-4" data-testid="user-dashboard">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            {u.name}
            <Badge variant={u.payment_verified ? 'success' : 'warning'}>
              {u.payment_verified ? 'Payment verified' : 'Payment not verified'}
            </Badge>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm sm:grid-cols-2">
          <span className="break-all">Email: {u.email}</span>
          <span>Review center: {u.review_center || '—'}</span>
          <span>
            Team {u.team_number || '—'} · Section {u.section_number || '—'}
          </span>
          <span>Plan: {capitalize(u.subscription)}</span>
          <span>Last login: {u.last_login ? relativeTime(u.last_login, { scale: 'admin' }) : 'Never'}</span>
          <span>Joined: {formatDate(u.created_at)}</span>
        </CardContent>
      </Card>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ['Study Hours', s.total_study_hours.toFixed(1)],
          ['Completed Lessons', s.completed_lessons],
          ['Average Score', `${s.average_score}%`],
          ['Tests Taken', s.total_tests],
        ].map(([label, value]) => (
          <Card key={label}>
            <CardContent className="grid gap-0.5 p-3">
              <span className="text-xs text-muted-foreground">{label}</span>
              <span className="text-xl font-bold">{value}</span>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Recent Test Results</CardTitle>
          </CardHeader>
          <CardContent>
            {results.isLoading ? (
              <Spinner label="Loading results..." />
            ) : results.error ? (
              <Failure error={results.error} onRetry={() => results.refetch()} />
            ) : results.data?.length ? (
              <ul className="grid gap-2">
                {results.data.map((r) => (
                  <li
                    key={r.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
                  >
                    <div className="grid">
                      <span className="font-medium">{r.test_title || r.test_id}</span>
                      <span className="text-xs text-muted-foreground">
                        {r.correct_answers}/{r.total_questions} correct · {minutes(r.time_used)} ·{' '}
                        {formatDate(r.completed_at)}
                      </span>
                    </div>
                    <div className="flex items-center gap-2">
                      <span className={`font-bold ${scoreTextClass(r.score)}`}>{r.score}%</span>
                      <Badge variant={passLabel(r.score) === 'Passed' ? 'success' : 'warning'}>
                        {passLabel(r.score)}
                      </Badge>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No practice tests taken yet.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Recent Activity</CardTitle>
          </CardHeader>
          <CardContent>
            {activity.isLoading ? (
              <Spinner label="Loading activity..." />
            ) : activity.error ? (
              <Failure error={activity.error} onRetry={() => activity.refetch()} />
            ) : activity.data?.length ? (
              <ul className="grid gap-2">
                {activity.data.map((a) => (
                  <li key={`${a.timestamp}-${a.description}`} className="grid rounded-md border p-2 text-sm">
                    <span>{a.description}</span>
                    <span className="text-xs text-muted-foreground">
                      {capitalize(a.type)}
                      {a.score !== null && ` · ${a.score}%`}
                      {a.duration_minutes !== null && ` · ${a.duration_minutes} min`} ·{' '}
                      {relativeTime(a.timestamp, { scale: 'admin' })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No activity yet.</p>
            )}
          </CardContent>
        </Card>
      </div>
      {/* Administrators see the account's audit entries; sub-admins do not (audit.view). */}
      {base === '/admin/user' && <UserAuditCard userId={userId} />}
    </div>
  );
}
