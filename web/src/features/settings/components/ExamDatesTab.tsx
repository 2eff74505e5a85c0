import { manilaDay } from '@core/rules/time';
import { MAX_CLE_DATES } from '@core/schemas/settings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { detailText, isApiError } from '@web/lib/errors';
import { formatDate } from '@web/lib/format';
import { useAdminSettings, useUpdateSettings } from '@web/lib/queries/settings';
import { showErrorToast, showToast } from '@web/lib/toast';
import { type FormEvent, useEffect, useState } from 'react';

/**
 * The next CLE dates (a setting, audited): learners are offered them when they set their exam
 * date for the review deck, and may still enter a date of their own.
 */
export default function ExamDatesTab() {
  const settings = useAdminSettings();
  const update = useUpdateSettings();
  const [dates, setDates] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const today = manilaDay(new Date());
  useEffect(() => {
    if (settings.data) setDates(settings.data.cle_dates);
  }, [settings.data]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || dates.includes(draft)) return;
    setDates((d) => [...d, draft].sort());
    setDraft('');
  };
  const save = () =>
    update.mutate(
      { cle_dates: dates },
      {
        onSuccess: () => showToast({ title: 'CLE dates saved', variant: 'success' }),
        onError: (e) => showErrorToast('Could not save the CLE dates', e),
      },
    );
  const error = update.error && isApiError(update.error, 422) ? detailText(update.error.detail) : null;
  const full = dates.length >= MAX_CLE_DATES;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Next CLE dates</CardTitle>
        <p className="text-sm text-muted-foreground">
          Learners pick one of these as their exam date in the review deck (or enter their own). Past dates
          are no longer offered.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isPending ? (
          <p className="text-sm text-muted-foreground">Loading settings…</p>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the settings.
          </p>
        ) : (
          <>
            {dates.length === 0 ? (
              <p className="text-sm text-muted-foreground">No CLE dates set.</p>
            ) : (
              <ul className="grid gap-2" aria-label="CLE dates">
                {dates.map((d) => (
                  <li key={d} className="flex flex-wrap items-center gap-2">
                    <span className="min-w-40">
                      {formatDate(`${d}T00:00:00+08:00`)}
                      {d < today && <span className="text-muted-foreground"> (past)</span>}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDates((all) => all.filter((x) => x !== d))}
                      aria-label={`Remove ${d}`}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <form onSubmit={add} className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1.5">
                <Label htmlFor="cle-date">CLE date</Label>
                <Input
                  id="cle-date"
                  type="date"
                  min={today}
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  className="w-auto"
                />
              </div>
              <Button type="submit" variant="outline" disabled={!draft || full}>
                Add date
              </Button>
            </form>
            {full && <p className="text-sm text-muted-foreground">At most {MAX_CLE_DATES} dates.</p>}
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <Button className="justify-self-start" onClick={save} disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save dates'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
