import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportedQuestion } from '@core/schemas/question-reports';
import { dataTableColumns } from '@web/components/data-table/columns';
import { DataTable } from '@web/components/data-table/data-table';
import type { DataTablePage } from '@web/components/data-table/use-data-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDate } from '@web/lib/format';
import { useMemo, useState } from 'react';
import { type ReportStatus, useReportedQuestions } from '../api/question-reports';
import { FlagBadges, notEnough, percent } from './ItemStatsSummary';
import { ReportDetailDialog } from './ReportDetailDialog';

const col = dataTableColumns<ReportedQuestion>();

function columns(review: (id: string) => void) {
  return col.columns([
    col.accessor('question', {
      header: 'Question',
      meta: { card: 'title' },
      cell: ({ row: { original: r } }) => (
        <div className="grid max-w-md gap-0.5">
          <span className="line-clamp-3 break-words">{r.question || '(no longer in the bank)'}</span>
          {r.topic && <span className="text-xs text-muted-foreground">{r.topic}</span>}
        </div>
      ),
    }),
    col.accessor('reports', { header: 'Reports', meta: { align: 'end' } }),
    col.display({
      id: 'reasons',
      header: 'Reasons',
      cell: ({ row: { original: r } }) => (
        <ul className="flex flex-wrap gap-1">
          {REPORT_REASONS.filter((k) => r.reasons[k] > 0).map((k) => (
            <li key={k}>
              <Badge variant="outline">
                {REPORT_REASON_LABELS[k]}: {r.reasons[k]}
              </Badge>
            </li>
          ))}
        </ul>
      ),
    }),
    col.display({
      id: 'stats',
      header: 'Statistics',
      cell: ({ row: { original: r } }) => (
        <div className="grid gap-1 text-sm">
          <span>{notEnough(r.stats) ?? `Facility ${percent(r.stats.facility)}`}</span>
          {r.stats.sufficient && <FlagBadges stats={r.stats} />}
        </div>
      ),
    }),
    col.accessor('latest_at', { header: 'Latest', cell: ({ getValue }) => formatDate(getValue()) }),
    col.display({
      id: 'actions',
      header: 'Actions',
      meta: { card: 'footer' },
      cell: ({ row: { original: r } }) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => review(r.question_id)}
          aria-label={`Review: ${r.question.slice(0, 60)}`}
        >
          Review
        </Button>
      ),
    }),
  ]);
}

/** Questions learners reported (issue 18 item 6), to resolve or dismiss. */
export default function QuestionReportsTab() {
  const [page, setPage] = useState<DataTablePage>({ page: 1, limit: 25 });
  const [filters, setFilters] = useState<Record<string, string>>({ status: 'open' });
  const [reviewing, setReviewing] = useState<string | null>(null);
  const status = (filters.status ?? 'open') as ReportStatus;
  const list = useReportedQuestions(status, page.page, page.limit);
  const cols = useMemo(() => columns(setReviewing), []);

  return (
    <section className="grid gap-4" aria-labelledby="reports-title">
      <div className="grid gap-1">
        <h2 id="reports-title" className="text-xl font-semibold">
          Reported questions
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">
          Learners report questions from their test reviews. Review a question to see each report and its
          statistics, then resolve it with a note (the reporters are notified) or dismiss it.
        </p>
      </div>
      <DataTable
        label="Reported questions"
        columns={cols}
        data={list.data?.items}
        getRowId={(r) => r.question_id}
        getRowLabel={(r) => r.question}
        total={list.data?.total}
        page={page}
        onPageChange={setPage}
        filters={[
          {
            id: 'status',
            label: 'Status',
            kind: 'select',
            options: [
              { value: 'open', label: 'Open' },
              { value: 'resolved', label: 'Resolved' },
              { value: 'dismissed', label: 'Dismissed' },
            ],
          },
        ]}
        filterValues={filters}
        onFilterValuesChange={setFilters}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
        emptyMessage={status === 'open' ? 'No open reports.' : `No ${status} reports.`}
      />
      <ReportDetailDialog questionId={reviewing} onClose={() => setReviewing(null)} />
    </section>
  );
}
