import type { RowData } from '@tanstack/react-table';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { DataTableInstance } from './use-data-table';

interface PaginationProps<Row extends RowData> {
  table: DataTableInstance<Row>;
  total: number | undefined;
  busy: boolean;
  pageSizes?: number[];
}

const number = new Intl.NumberFormat('en-PH');

/** 'Showing 51–100 of 240', the page, previous and next, and rows per page. */
export function DataTablePagination<Row extends RowData>({
  table,
  total,
  busy,
  pageSizes,
}: PaginationProps<Row>) {
  const sizeId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const shown = table.getRowModel().rows.length;
  const first = shown ? pageIndex * pageSize + 1 : 0;
  const last = pageIndex * pageSize + shown;
  const pages = Math.max(1, table.getPageCount());
  const summary =
    total === undefined
      ? busy
        ? 'Loading…'
        : ''
      : total === 0
        ? 'No results'
        : `Showing ${number.format(first)}–${number.format(last)} of ${number.format(total)}`;

  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        {summary}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {pageSizes && pageSizes.length > 1 && (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="text-muted-foreground">
              Rows per page
            </label>
            <NativeSelect
              id={sizeId}
              className="h-9 w-20"
              value={pageSize}
              onChange={(e) => table.setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <span className="tabular-nums">
          Page {pageIndex + 1} of {pages}
        </span>
        {[
          {
            label: 'Previous page',
            Icon: ChevronLeft,
            can: table.getCanPreviousPage(),
            go: table.previousPage,
          },
          { label: 'Next page', Icon: ChevronRight, can: table.getCanNextPage(), go: table.nextPage },
        ].map(({ label, Icon, can, go }) => (
          <Button
            key={label}
            size="icon"
            variant="outline"
            aria-label={label}
            disabled={!can}
            onClick={() => go()}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
    </nav>
  );
}
