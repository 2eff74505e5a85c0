import type { RowData } from '@tanstack/react-table';
import { Skeleton } from '@web/components/ui/skeleton';
import { columnLabel } from './columns';
import type { DataTableViewProps } from './data-table-grid';
import { RowCheckbox } from './selection';

const SKELETON_KEYS = ['a', 'b', 'c'];

/** The card layout (under 640 px): one card a row, each value under its column's name. */
export function DataTableCards<Row extends RowData>(props: DataTableViewProps<Row>) {
  const { table, label, selectable, isLoading, busy, empty } = props;
  const rows = table.getRowModel().rows;

  if (isLoading) {
    return (
      <section aria-busy="true" aria-label={label} className="grid gap-3">
        {SKELETON_KEYS.slice(0, props.skeletonRows).map((key) => (
          <Skeleton key={key} className="h-28" />
        ))}
      </section>
    );
  }
  if (empty) {
    return <p className="rounded-lg border border-border py-10 text-center text-muted-foreground">{empty}</p>;
  }
  return (
    <ul aria-label={label} aria-busy={busy || undefined} className="grid gap-3">
      {rows.map((row) => {
        const cells = row.getAllCells();
        const title = cells.find((c) => c.column.columnDef.meta?.card === 'title');
        const lines = cells.filter((c) => !c.column.columnDef.meta?.card);
        const footer = cells.filter((c) => c.column.columnDef.meta?.card === 'footer');
        return (
          <li
            key={row.id}
            data-state={row.getIsSelected() ? 'selected' : undefined}
            className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-card data-[state=selected]:border-primary"
          >
            {(selectable || title) && (
              <div className="flex items-start gap-3">
                {selectable && (
                  <RowCheckbox row={row} name={props.getRowLabel(row.original)} className="mt-0.5" />
                )}
                {title && (
                  <div className="min-w-0 flex-1 font-semibold break-words">
                    <table.FlexRender cell={title} />
                  </div>
                )}
              </div>
            )}
            {lines.length > 0 && (
              <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
                {lines.map((cell) => (
                  <div key={cell.id} className="contents">
                    <dt className="text-muted-foreground">{columnLabel(cell.column)}</dt>
                    <dd className="min-w-0 break-words">
                      <table.FlexRender cell={cell} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {footer.map((cell) => (
              <div key={cell.id} className="flex flex-wrap gap-2">
                <table.FlexRender cell={cell} />
              </div>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
