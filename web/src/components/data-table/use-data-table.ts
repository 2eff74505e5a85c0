import {
  functionalUpdate,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type DataTableColumns, dataTableFeatures } from './columns';

/** A page as the API's list calls take it (core/schemas/common paginationQuery): 1-based. */
export interface DataTablePage {
  page: number;
  limit: number;
}

export interface DataTableState<Row extends RowData> {
  columns: DataTableColumns<Row>;
  data: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  /** Rows on the server that match the filters, over all pages. */
  total: number | undefined;
  page: DataTablePage;
  onPageChange: (next: DataTablePage) => void;
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  /** With a change handler, rows get checkboxes and the header a select-all box. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (next: RowSelectionState) => void;
  /** Rows that may not be selected (e.g. administrators in the users list) get a disabled box. */
  canSelectRow?: (row: Row) => boolean;
}

const NO_ROWS: never[] = [];
const NO_SORT: SortingState = [];
const NO_SELECTION: RowSelectionState = {};

/**
 * TanStack Table in server mode, driven by props: every change of page, sort or selection
 * goes to the caller's callback, which fetches and passes the new state back. A new sort
 * starts again at page 1.
 */
export function useDataTable<Row extends RowData>(props: DataTableState<Row>) {
  const { page, onPageChange, onSortingChange, onRowSelectionChange } = props;
  const pagination = { pageIndex: page.page - 1, pageSize: page.limit };
  const sorting = props.sorting ?? NO_SORT;
  const rowSelection = props.rowSelection ?? NO_SELECTION;

  return useTable({
    features: dataTableFeatures,
    columns: props.columns,
    data: props.data ?? NO_ROWS,
    getRowId: props.getRowId,
    rowCount: props.total ?? 0,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    defaultColumn: { enableSorting: false },
    enableRowSelection: onRowSelectionChange
      ? props.canSelectRow
        ? (row) => props.canSelectRow!(row.original)
        : true
      : false,
    enableRowRangeSelection: false,
    state: { pagination, sorting, rowSelection },
    onPaginationChange: (updater: Updater<typeof pagination>) => {
      const next = functionalUpdate(updater, pagination);
      onPageChange({ page: next.pageIndex + 1, limit: next.pageSize });
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      onSortingChange?.(functionalUpdate(updater, sorting));
      if (page.page !== 1) onPageChange({ ...page, page: 1 });
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      onRowSelectionChange?.(functionalUpdate(updater, rowSelection)),
  });
}

export type DataTableInstance<Row extends RowData> = ReturnType<typeof useDataTable<Row>>;
