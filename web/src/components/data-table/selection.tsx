import type { Row, RowData } from '@tanstack/react-table';
import { Checkbox } from '@web/components/ui/checkbox';
import type { ComponentProps } from 'react';
import type { DataTableFeatures } from './columns';
import type { DataTableInstance } from './use-data-table';

type BoxProps = Omit<ComponentProps<typeof Checkbox>, 'checked' | 'onChange'>;

/** Selects every row of the page shown; mixed when some are. */
export function PageCheckbox<Row extends RowData>({
  table,
  ...props
}: BoxProps & { table: DataTableInstance<Row> }) {
  const empty = table.getRowModel().rows.length === 0;
  return (
    <Checkbox
      checked={!empty && table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      disabled={empty}
      onChange={(e) => table.toggleAllPageRowsSelected(e.target.checked)}
      {...props}
    />
  );
}

/** Selects one row, named for a screen reader ('Select Ana Cruz'). */
export function RowCheckbox<TData extends RowData>({
  row,
  name,
  ...props
}: BoxProps & { row: Row<DataTableFeatures, TData>; name: string }) {
  return (
    <Checkbox
      aria-label={`Select ${name}`}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={(e) => row.toggleSelected(e.target.checked)}
      {...props}
    />
  );
}
