import type { ItemRow, ItemStatsOut } from '@core/schemas/item-analysis';
import type { SortingState } from '@tanstack/react-table';
import { dataTableColumns } from '@web/components/data-table/columns';
import { DataTable } from '@web/components/data-table/data-table';
import type { DataTablePage } from '@web/components/data-table/use-data-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { showErrorToast } from '@web/lib/toast';
import { useMemo, useState } from 'react';
import { downloadItemAnalysis, useItemAnalysis, useTestAnalysis } from '../api/item-analysis';
import { ChoiceShares, FlagBadges, notEnough, percent } from './ItemStatsSummary';

const col = dataTableColumns<ItemRow>();
const SORTS = ['responses', 'facility', 'discrimination', 'flags'] as const;
type Sort = (typeof SORTS)[number];

const figure = (s: ItemStatsOut, v: string) => notEnough(s) ?? v;

const columns = col.columns([
  col.accessor('question', {
    header: 'Question',
    meta: { card: 'title' },
    cell: ({ row: { original: r } }) => (
      <div className="grid max-w-md gap-0.5">
        <span className="line-clamp-3 break-words">{r.question || '(not in the bank)'}</span>
        <span className="text-xs text-muted-foreground">
          {r.test_id}
          {r.topic ? ` · ${r.topic}` : ''}
        </span>
        {r.deleted && (
          <Badge variant="outline" className="justify-self-start">
            Deleted
          </Badge>
        )}
      </div>
    ),
  }),
  col.accessor((r) => r.stats.responses, {
    id: 'responses',
    header: 'Responses',
    enableSorting: true,
    meta: { align: 'end' },
  }),
  col.accessor((r) => r.stats.facility, {
    id: 'facility',
    header: 'Facility',
    enableSorting: true,
    meta: { align: 'end' },
    cell: ({ row: { original: r } }) => figure(r.stats, percent(r.stats.facility)),
  }),
  col.accessor((r) => r.stats.discrimination, {
    id: 'discrimination',
    header: 'Discrimination',
    enableSorting: true,
    meta: { align: 'end' },
    cell: ({ row: { original: r } }) =>
      figure(r.stats, r.stats.discrimination === null ? '—' : r.stats.discrimination.toFixed(2)),
  }),
  col.display({
    id: 'choices',
    header: 'Choices',
    cell: ({ row: { original: r } }) => <ChoiceShares stats={r.stats} correct={r.correct_answer} />,
  }),
  col.accessor((r) => r.stats.flags.length, {
    id: 'flags',
    header: 'Flags',
    enableSorting: true,
    cell: ({ row: { original: r } }) => <FlagBadges stats={r.stats} />,
  }),
]);

/**
 * Item analysis (issue 18 item 5): how each question behaves over learners' graded attempts,
 * per test or across the bank; sorted, paged and exported by the server.
 */
export default function ItemAnalysisTab() {
  const tests = useTestAnalysis();
  const [page, setPage] = useState<DataTablePage>({ page: 1, limit: 25 });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'flags', desc: true }]);
  const [filters, setFilters] = useState<Record<string, string>>({ test: 'all', show: 'all' });
  const sort = (SORTS as readonly string[]).includes(sorting[0]?.id ?? '')
    ? (sorting[0]!.id as Sort)
    : 'flags';
  const filter = {
    test_id: filters.test && filters.test !== 'all' ? filters.test : undefined,
    flagged: filters.show === 'flagged' ? ('true' as const) : undefined,
    sort,
    order: sorting[0]?.desc === false ? ('asc' as const) : ('desc' as const),
  };
  const items = useItemAnalysis({ ...filter, page: page.page, limit: page.limit });
  const [exporting, setExporting] = useState(false);
  const minimum = items.data?.min_responses ?? 30;
  const selected = tests.data?.tests.find((t) => t.test_id === filter.test_id);

  const filterDefs = useMemo(
    () => [
      {
        id: 'test',
        label: 'Test',
        kind: 'select' as const,
        options: [
          { value: 'all', label: 'All tests' },
          ...(tests.data?.tests ?? []).map((t) => ({
            value: t.test_id,
            label: `${t.title}${t.items_flagged ? ` (${t.items_flagged} flagged)` : ''}`,
          })),
        ],
      },
      {
        id: 'show',
        label: 'Show',
        kind: 'select' as const,
        options: [
          { value: 'all', label: 'All questions' },
          { value: 'flagged', label: 'Flagged only' },
        ],
      },
    ],
    [tests.data],
  );

  const exportCsv = () => {
    setExporting(true);
    downloadItemAnalysis(filter)
      .catch((e) => showErrorToast('Export failed', e))
      .finally(() => setExporting(false));
  };

  return (
    <section className="grid gap-4" aria-labelledby="item-analysis-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id="item-analysis-title" className="text-xl font-semibold">
            Item analysis
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">
            From learners' graded attempts, and only for questions with at least {minimum} responses. Facility
            is the share answering right; discrimination is the point-biserial correlation between getting the
            question right and the score on the rest of the test (below 0: the stronger learners miss it more
            often).
          </p>
        </div>
        <Button variant="outline" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      {selected && (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          {selected.title}: {selected.attempts} graded attempts by {selected.learners} learners, mean score{' '}
          {selected.average_score ?? '—'} %; {selected.items_analysed} of {selected.items} questions analysed,{' '}
          {selected.items_flagged} flagged.
        </p>
      )}
      <DataTable
        label="Item analysis"
        columns={columns}
        data={items.data?.items}
        getRowId={(r) => r.question_id}
        getRowLabel={(r) => r.question}
        total={items.data?.total}
        page={page}
        onPageChange={setPage}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        filters={filterDefs}
        filterValues={filters}
        onFilterValuesChange={setFilters}
        isLoading={items.isPending}
        isFetching={items.isFetching}
        error={items.error}
        onRetry={() => items.refetch()}
        emptyMessage="No graded answers to analyse yet."
      />
    </section>
  );
}
