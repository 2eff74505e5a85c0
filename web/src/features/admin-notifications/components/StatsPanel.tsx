import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { useNotificationStats } from '../api/get-notification-stats';

/** Today's real figures: notifications sent and read by type, and mails sent or failed (mail log). */
export function StatsPanel() {
  const stats = useNotificationStats();
  const s = stats.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Statistics</CardTitle>
        <CardDescription>Today ({s?.day ?? 'Manila time'})</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {stats.isLoading && <Skeleton className="h-24" />}
        {stats.error && (
          <div role="alert" className="grid justify-items-start gap-2 text-sm text-destructive">
            {errorText(stats.error, 'Failed to load data')}
            <Button size="sm" variant="outline" onClick={() => stats.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {s && (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ['Notifications Sent Today', String(s.sent_today)],
                ['Read rate', s.read_rate === null ? '—' : `${s.read_rate}%`],
                ['Emails sent today', String(s.emails.sent)],
                ['Emails failed today', String(s.emails.failed)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-xl font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            {s.by_type.length === 0 ? (
              <p className="text-sm text-muted-foreground">No notifications sent today.</p>
            ) : (
              <table className="w-full text-sm">
                <caption className="sr-only">Notifications today by type</caption>
                <thead>
                  <tr className="text-left">
                    <th scope="col">Type</th>
                    <th scope="col" className="text-right">
                      Sent
                    </th>
                    <th scope="col" className="text-right">
                      Read
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.by_type.map((t) => (
                    <tr key={t.type} className="border-t">
                      <td>{t.type.replaceAll('_', ' ')}</td>
                      <td className="text-right">{t.sent}</td>
                      <td className="text-right">{t.read}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {s.emails.queued > 0 && (
              <p className="text-xs text-muted-foreground">{s.emails.queued} emails still queued.</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
