import type { RowData } from '@tanstack/react-table';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { columnLabel } from './columns';
import { PageCheckbox, RowCheckbox } from './selection';
import type { DataTableInstance } from './use-data-table';

export interface DataTableViewProps<Row extends RowData> {
  table: DataTableInstance<Row>;
  label: string;
  getRowLabel: (row: Row) => string;
  selectable: boolean;
  isLoading: boolean;
  busy: boolean;
  /** The empty state to show, or null when there are rows. */
  empty: ReactNode;
  skeletonRows: number;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'];

/** The table layout (640 px and wider): a real <table> with sortable headers. */
export function DataTableGrid<Row extends RowData>(props: DataTableViewProps<Row>) {
  const { table, label, selectable, isLoading, busy, empty } = props;
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length + (selectable ? 1 : 0);

  return (
    <Table aria-busy={busy || undefined}>
      <caption className="sr-only">{label}</caption>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {selectable && (
              <TableHead className="w-10">
                <PageCheckbox table={table} aria-label="Select all rows on this page" />
              </TableHead>
            )}
            {group.headers.map((header) => {
              const { column } = header;
              const sorted = column.getIsSorted();
              const align = column.columnDef.meta?.align === 'end' ? 'text-right' : undefined;
              if (header.isPlaceholder) return <TableHead key={header.id} />;
              if (!column.getCanSort()) {
                return (
                  <TableHead key={header.id} scope="col" className={align}>
                    <table.FlexRender header={header} />
                  </TableHead>
                );
              }
              const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
              return (
                <TableHead
                  key={header.id}
                  scope="col"
                  aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}
                  className={align}
                >
                  <button
                    type="button"
                    onClick={column.getToggleSortingHandler()}
                    className="-mx-1 inline-flex min-h-9 items-center gap-1 rounded px-1 hover:text-foreground"
                  >
                    {columnLabel(column)}
                    <Icon className={cn('size-3.5', !sorted && 'opacity-50')} aria-hidden="true" />
                  </button>
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {isLoading
          ? SKELETON_KEYS.slice(0, props.skeletonRows).map((key) => (
              <TableRow key={key} className="hover:bg-transparent">
                <TableCell colSpan={columnCount}>
                  <Skeleton className="h-6" />
                </TableCell>
              </TableRow>
            ))
          : rows.map((row) => (
              <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                {selectable && (
                  <TableCell className="w-10">
                    <RowCheckbox row={row} name={props.getRowLabel(row.original)} />
                  </TableCell>
                )}
                {row.getAllCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    className={cell.column.columnDef.meta?.align === 'end' ? 'text-right' : undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
        {empty && (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columnCount} className="py-10 text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
