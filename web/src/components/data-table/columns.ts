import {
  type Column,
  type ColumnDef,
  createColumnHelper,
  metaHelper,
  type RowData,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/** What a column tells the DataTable beyond TanStack's definition. */
export interface DataTableColumnMeta {
  /** The column's name where no header cell is drawn (cards, the sort menu); defaults to a text header. */
  label?: string;
  /**
   * Its place on a card (under 640 px): 'title' heads the card, 'footer' (actions) closes it
   * without a label, 'hidden' leaves it out; otherwise a labelled line.
   */
  card?: 'title' | 'footer' | 'hidden';
  /** Numbers read better right-aligned. */
  align?: 'start' | 'end';
}

/**
 * The table features the DataTable uses, all server-side: sorting, row selection and
 * pagination are state here, the rows arrive sorted, filtered and paged.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  rowPaginationFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

// biome-ignore lint/suspicious/noExplicitAny: a column list mixes value types, as TanStack's own helpers do.
export type DataTableColumns<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>[];

/**
 * The column helper for a DataTable of `Row`:
 * `const col = dataTableColumns<User>(); const columns = col.columns([col.accessor('name', { header: 'Name', enableSorting: true })])`.
 * Columns are not sortable unless they say `enableSorting: true` (the server must support it).
 */
export function dataTableColumns<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}

/** The name of a column for a screen reader or a card line. */
export function columnLabel<Row extends RowData>(column: Column<DataTableFeatures, Row>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}
