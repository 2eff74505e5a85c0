import type { ItemStatsOut } from '@core/schemas/item-analysis';
import { Badge } from '@web/components/ui/badge';

export const FLAG_LABELS: Record<ItemStatsOut['flags'][number], string> = {
  too_easy: 'Too easy (> 95 % right)',
  too_hard: 'Too hard (< 20 % right)',
  negative_discrimination: 'Negative discrimination',
  unused_distractor: 'Distractor nobody picks',
};

export const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 1000) / 10} %`);

/** 'not enough responses (n)' below the floor; otherwise nothing (the figures are shown). */
export function notEnough(s: ItemStatsOut): string | null {
  return s.sufficient ? null : `not enough responses (${s.responses})`;
}

export function FlagBadges({ stats }: { stats: ItemStatsOut }) {
  if (!stats.sufficient) return <span className="text-sm text-muted-foreground">{notEnough(stats)}</span>;
  if (stats.flags.length === 0) return <span className="text-sm text-muted-foreground">None</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Flags">
      {stats.flags.map((f) => (
        <li key={f}>
          <Badge variant="warning">
            {f === 'unused_distractor'
              ? `${FLAG_LABELS[f]}: ${stats.unused_distractors.join(', ')}`
              : FLAG_LABELS[f]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Picks per option, the key marked. */
export function ChoiceShares({ stats, correct }: { stats: ItemStatsOut; correct: string }) {
  if (!stats.choice_shares) return <span className="text-sm text-muted-foreground">—</span>;
  const shares = stats.choice_shares;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm tabular-nums">
      {(['A', 'B', 'C', 'D'] as const).map((l) => (
        <li key={l} className={l === correct ? 'font-semibold' : undefined}>
          {l}
          {l === correct && <span className="sr-only"> (key)</span>}
          {l === correct ? '✓' : ''} {percent(shares[l])}
        </li>
      ))}
      {!!stats.omitted_share && (
        <li className="text-muted-foreground">blank {percent(stats.omitted_share)}</li>
      )}
    </ul>
  );
}

/** The statistics of one question as a definition list (the reports view). */
export function ItemStatsSummary({ stats, correct }: { stats: ItemStatsOut; correct: string }) {
  if (!stats.sufficient) return <p className="text-sm text-muted-foreground">{notEnough(stats)}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Responses</dt>
      <dd>{stats.responses}</dd>
      <dt className="text-muted-foreground">Facility</dt>
      <dd>{percent(stats.facility)}</dd>
      <dt className="text-muted-foreground">Discrimination</dt>
      <dd>{stats.discrimination === null ? '—' : stats.discrimination.toFixed(2)}</dd>
      <dt className="text-muted-foreground">Choices</dt>
      <dd>
        <ChoiceShares stats={stats} correct={correct} />
      </dd>
      <dt className="text-muted-foreground">Flags</dt>
      <dd>
        <FlagBadges stats={stats} />
      </dd>
    </dl>
  );
}
