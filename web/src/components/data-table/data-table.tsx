import type { RowData } from '@tanstack/react-table';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/errors';
import { useMediaQuery } from '@web/lib/use-media-query';
import type { ReactNode } from 'react';
import { DataTableCards } from './data-table-cards';
import { DataTableGrid } from './data-table-grid';
import { DataTablePagination } from './data-table-pagination';
import { type DataTableFilter, DataTableToolbar } from './data-table-toolbar';
import { type DataTableState, useDataTable } from './use-data-table';

export interface DataTableProps<Row extends RowData> extends DataTableState<Row> {
  /** The table's accessible name (its caption), also the name of the card list on a phone. */
  label: string;
  /** How a row is named to a screen reader, e.g. a user's name: 'Select Ana Cruz'. */
  getRowLabel: (row: Row) => string;
  /** Rows per page the user may choose. */
  pageSizes?: number[];
  /** Server-side filters shown above the table; a change starts again at page 1. */
  filters?: DataTableFilter[];
  filterValues?: Record<string, string>;
  onFilterValuesChange?: (next: Record<string, string>) => void;
  /** No rows yet: skeleton rows. */
  isLoading?: boolean;
  /** Rows shown are being refreshed (e.g. the next page is on its way). */
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  /** Shown while rows are selected, e.g. 'Delete N Users'; receives the selected ids. */
  selectionActions?: (selectedIds: string[]) => ReactNode;
  /** The selection bar's text, e.g. '3 users selected'; defaults to 'N rows selected'. */
  selectionLabel?: (count: number) => string;
}

/** Below this width rows become cards (Tailwind's `sm`). */
export const CARD_LAYOUT_QUERY = '(min-width: 640px)';

/**
 * The shared server-side table of the staff screens (users, payments, test access,
 * questions): sorting, filters, pages and selection are props and callbacks; the rows are
 * what the server sent for them. Under 640 px each row is a card.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const table = useDataTable(props);
  const wide = useMediaQuery(CARD_LAYOUT_QUERY);
  const { label, error, isLoading = false, isFetching = false, filters, rowSelection } = props;
  const selectable = Boolean(props.onRowSelectionChange);
  const selectedIds = Object.keys(rowSelection ?? {}).filter((id) => rowSelection?.[id]);
  const busy = isLoading || isFetching;
  const empty = !isLoading && !error && (props.data?.length ?? 0) === 0;
  const emptyMessage = props.emptyMessage ?? 'Nothing to show.';
  const View = wide ? DataTableGrid : DataTableCards;

  const setFilters = (next: Record<string, string>) => {
    props.onFilterValuesChange?.(next);
    if (props.page.page !== 1) props.onPageChange({ ...props.page, page: 1 });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <DataTableToolbar
        table={table}
        filters={filters ?? []}
        values={props.filterValues ?? {}}
        onChange={setFilters}
        showSortAndSelectAll={!wide}
        selectable={selectable}
      />
      {selectable && selectedIds.length > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">
            {props.selectionLabel?.(selectedIds.length) ??
              `${selectedIds.length} ${selectedIds.length === 1 ? 'row' : 'rows'} selected`}
          </span>
          {props.selectionActions?.(selectedIds)}
        </div>
      )}
      {error ? (
        <Alert role="alert" variant="destructive">
          <AlertTitle>{label} could not be loaded</AlertTitle>
          <AlertDescription className="grid justify-items-start gap-2">
            <p>{errorText(error, 'Something went wrong')}</p>
            {props.onRetry && (
              <Button size="sm" variant="outline" onClick={props.onRetry}>
                Try again
              </Button>
            )}
          </AlertDescription>
        </Alert>
      ) : (
        <View
          table={table}
          label={label}
          getRowLabel={props.getRowLabel}
          selectable={selectable}
          isLoading={isLoading}
          busy={busy}
          empty={empty ? emptyMessage : null}
          skeletonRows={Math.min(props.page.limit, wide ? 5 : 3)}
        />
      )}
      {!error && (
        <DataTablePagination table={table} total={props.total} busy={busy} pageSizes={props.pageSizes} />
      )}
    </div>
  );
}
