import type { MockForm, MockOverview } from '@core/schemas/mock-exam';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDuration } from '@web/lib/duration';
import { Play } from 'lucide-react';
import { useState } from 'react';

const LABELS: Record<MockForm, string> = { full: 'Full length', short: 'Short form' };

/** Picks the form of a new mock exam and starts it. */
export function FormChooser({
  overview,
  busy,
  onStart,
}: {
  overview: MockOverview;
  busy: boolean;
  onStart: (form: MockForm) => void;
}) {
  const [form, setForm] = useState<MockForm>('short');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Start a mock board exam</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onStart(form);
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Length</legend>
            {overview.forms.map((f) => (
              <label
                key={f.form}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="mock-form"
                  value={f.form}
                  checked={form === f.form}
                  onChange={() => setForm(f.form)}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{LABELS[f.form]}</span>
                  <span className="text-sm text-muted-foreground">
                    {f.items_per_area} items per area, {f.items_per_area * 6} in all ·{' '}
                    {formatDuration(f.total_minutes * 60)} over six sittings
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={busy} className="w-fit">
            <Play aria-hidden="true" /> Start mock exam
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
