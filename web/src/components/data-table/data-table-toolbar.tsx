import type { RowData } from '@tanstack/react-table';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { useEffect, useId, useRef, useState } from 'react';
import { columnLabel } from './columns';
import { PageCheckbox } from './selection';
import type { DataTableInstance } from './use-data-table';

/** A server-side filter: free text, or one of a list ('all' conventionally means none). */
export interface DataTableFilter {
  id: string;
  label: string;
  kind: 'search' | 'select';
  options?: { value: string; label: string }[];
  placeholder?: string;
}

/** Typing waits this long before the search goes to the server. */
export const SEARCH_DELAY_MS = 300;

function SearchFilter(props: { filter: DataTableFilter; value: string; onCommit: (value: string) => void }) {
  const { filter, value, onCommit } = props;
  const [text, setText] = useState(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commit.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <Field label={filter.label} className="min-w-48 flex-[2_1_12rem]">
      {({ id }) => (
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={filter.placeholder}
          onChange={(e) => setText(e.target.value)}
        />
      )}
    </Field>
  );
}

interface ToolbarProps<Row extends RowData> {
  table: DataTableInstance<Row>;
  filters: DataTableFilter[];
  values: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  /** Card layout: no header row, so sorting and select-all get their own controls. */
  showSortAndSelectAll: boolean;
  selectable: boolean;
}

/** Filters, and in the card layout the sort order and select-all that headers give a table. */
export function DataTableToolbar<Row extends RowData>(props: ToolbarProps<Row>) {
  const { table, filters, values, onChange, showSortAndSelectAll, selectable } = props;
  const sortable = showSortAndSelectAll ? table.getAllLeafColumns().filter((c) => c.getCanSort()) : [];
  const current = table.state.sorting[0];
  const sortValue = current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : '';
  const set = (id: string, value: string) => onChange({ ...values, [id]: value });
  const selectAllId = useId();

  if (!filters.length && !sortable.length && !(showSortAndSelectAll && selectable)) return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {filters.map((filter) =>
        filter.kind === 'search' ? (
          <SearchFilter
            key={filter.id}
            filter={filter}
            value={values[filter.id] ?? ''}
            onCommit={(value) => set(filter.id, value)}
          />
        ) : (
          <Field key={filter.id} label={filter.label} className="min-w-36 flex-[1_1_9rem]">
            {({ id }) => (
              <NativeSelect
                id={id}
                value={values[filter.id] ?? ''}
                onChange={(e) => set(filter.id, e.target.value)}
              >
                {filter.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        ),
      )}
      {sortable.length > 0 && (
        <Field label="Sort by" className="min-w-36 flex-[1_1_9rem]">
          {({ id }) => (
            <NativeSelect
              id={id}
              value={sortValue}
              onChange={(e) => {
                const [columnId, dir] = e.target.value.split(':');
                table.setSorting(columnId ? [{ id: columnId, desc: dir === 'desc' }] : []);
              }}
            >
              <option value="">Default order</option>
              {sortable.flatMap((column) => [
                <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
                  {columnLabel(column)}, ascending
                </option>,
                <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
                  {columnLabel(column)}, descending
                </option>,
              ])}
            </NativeSelect>
          )}
        </Field>
      )}
      {showSortAndSelectAll && selectable && (
        <div className="flex min-h-10 items-center gap-2 text-sm font-medium">
          <PageCheckbox table={table} id={selectAllId} />
          <label htmlFor={selectAllId}>Select all on this page</label>
        </div>
      )}
    </div>
  );
}
