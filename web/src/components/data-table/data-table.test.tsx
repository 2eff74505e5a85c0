// @vitest-environment jsdom
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataTableColumns } from './columns';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTablePage } from './use-data-table';

interface Person {
  id: string;
  name: string;
  email: string;
  plan: string;
  score: number;
}

const PEOPLE: Person[] = [
  { id: 'p1', name: 'Ana Cruz', email: 'ana@example.ph', plan: 'pro', score: 88 },
  { id: 'p2', name: 'Ben Reyes', email: 'ben@example.ph', plan: 'basic', score: 61 },
  { id: 'p3', name: 'Carla Diaz', email: 'carla@example.ph', plan: 'pro', score: 74 },
  { id: 'p4', name: 'Dan Lim', email: 'dan@example.ph', plan: 'premium', score: 90 },
  { id: 'p5', name: 'Eva Santos', email: 'eva@example.ph', plan: 'basic', score: 55 },
];

const col = dataTableColumns<Person>();
const columns = col.columns([
  col.accessor('name', { header: 'Name', enableSorting: true, meta: { card: 'title' } }),
  col.accessor('email', { header: 'Email' }),
  col.accessor('plan', { header: 'Plan' }),
  col.accessor('score', { header: 'Score', enableSorting: true, meta: { align: 'end' } }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { label: 'Actions', card: 'footer' },
    cell: ({ row }) => <button type="button">Open {row.original.name}</button>,
  }),
]);

/** What the server would answer: filtered, sorted and paged rows. */
function serverPage(page: DataTablePage, sorting: SortingState, filters: Record<string, string>) {
  let rows = PEOPLE.filter(
    (p) =>
      (!filters.q || p.name.toLowerCase().includes(filters.q.toLowerCase())) &&
      (!filters.plan || filters.plan === 'all' || p.plan === filters.plan),
  );
  const sort = sorting[0];
  if (sort) {
    const key = sort.id as 'name' | 'score';
    rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.desc ? -1 : 1));
  }
  const start = (page.page - 1) * page.limit;
  return { rows: rows.slice(start, start + page.limit), total: rows.length };
}

type Calls = { page: DataTablePage[]; sorting: SortingState[]; filters: Record<string, string>[] };

/** A caller that owns the state, as a page with a query would. */
function Harness(props: Partial<DataTableProps<Person>> & { calls: Calls; selectable?: boolean }) {
  const { calls, selectable, ...rest } = props;
  const [page, setPage] = useState<DataTablePage>({ page: 1, limit: 2 });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [filters, setFilters] = useState<Record<string, string>>({ q: '', plan: 'all' });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const result = serverPage(page, sorting, filters);
  return (
    <DataTable<Person>
      label="Learners"
      columns={columns}
      data={result.rows}
      total={result.total}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      page={page}
      onPageChange={(next) => {
        calls.page.push(next);
        setPage(next);
      }}
      pageSizes={[2, 10]}
      sorting={sorting}
      onSortingChange={(next) => {
        calls.sorting.push(next);
        setSorting(next);
      }}
      filters={[
        { id: 'q', label: 'Search', kind: 'search', placeholder: 'Name' },
        {
          id: 'plan',
          label: 'Plan',
          kind: 'select',
          options: [
            { value: 'all', label: 'All plans' },
            { value: 'pro', label: 'Pro' },
            { value: 'basic', label: 'Basic' },
          ],
        },
      ]}
      filterValues={filters}
      onFilterValuesChange={(next) => {
        calls.filters.push(next);
        setFilters(next);
      }}
      rowSelection={selectable ? selection : undefined}
      onRowSelectionChange={selectable ? setSelection : undefined}
      selectionActions={(ids) => <button type="button">Delete {ids.join(', ')}</button>}
      {...rest}
    />
  );
}

const newCalls = (): Calls => ({ page: [], sorting: [], filters: [] });
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Learners' }))
    .getAllByRole('row')
    .slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

function phoneWidth() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DataTable, table layout', () => {
  it('is a named table with column headers, and the rows of the page the server sent', () => {
    render(<Harness calls={newCalls()} />);
    const table = screen.getByRole('table', { name: 'Learners' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Plan', 'Score', 'Actions']);
    expect(names()).toEqual(['Ana Cruz', 'Ben Reyes']);
    expect(screen.getByText('Showing 1–2 of 5')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('sorts on the server through the header buttons, announcing the order with aria-sort', async () => {
    const calls = newCalls();
    render(<Harness calls={calls} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Email' }).hasAttribute('aria-sort')).toBe(false);
    expect(within(screen.getByRole('columnheader', { name: 'Email' })).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(calls.sorting.at(-1)).toEqual([{ id: 'score', desc: false }]);
    expect(screen.getByRole('columnheader', { name: 'Score' }).getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Eva Santos', 'Ben Reyes']);

    await userEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(calls.sorting.at(-1)).toEqual([{ id: 'score', desc: true }]);
    expect(screen.getByRole('columnheader', { name: 'Score' }).getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Dan Lim', 'Ana Cruz']);
  });

  it('pages on the server: next, previous, rows per page, and a new sort starts at page 1', async () => {
    const calls = newCalls();
    render(<Harness calls={calls} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(calls.page.at(-1)).toEqual({ page: 2, limit: 2 });
    expect(names()).toEqual(['Carla Diaz', 'Dan Lim']);
    expect(screen.getByText('Showing 3–4 of 5')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 5–5 of 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(calls.page.at(-1)).toEqual({ page: 1, limit: 2 });

    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '10');
    expect(calls.page.at(-1)).toEqual({ page: 1, limit: 10 });
    expect(bodyRows()).toHaveLength(5);
  });

  it('filters on the server: a choice at once, typing after a pause, both back to page 1', async () => {
    const calls = newCalls();
    render(<Harness calls={calls} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'pro');
    expect(calls.filters.at(-1)).toEqual({ q: '', plan: 'pro' });
    expect(calls.page.at(-1)).toEqual({ page: 1, limit: 2 });
    expect(names()).toEqual(['Ana Cruz', 'Carla Diaz']);

    await userEvent.type(screen.getByLabelText('Search'), 'carl');
    expect(calls.filters).toHaveLength(1);
    await waitFor(() => expect(calls.filters.at(-1)).toEqual({ q: 'carl', plan: 'pro' }));
    expect(calls.filters).toHaveLength(2);
    expect(names()).toEqual(['Carla Diaz']);
    expect(screen.getByText('Showing 1–1 of 1')).toBeTruthy();
  });

  it('selects rows by name and all rows of the page at once, and offers the selection actions', async () => {
    render(<Harness calls={newCalls()} selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ben Reyes' }));
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect(screen.getByText('1 row selected')).toBeTruthy();

    await userEvent.click(all);
    expect(all.checked).toBe(true);
    expect(screen.getByText('2 rows selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete p2, p1' })).toBeTruthy();

    await userEvent.click(all);
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('shows loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<Harness calls={newCalls()} data={undefined} total={undefined} isLoading />);
    const table = screen.getByRole('table', { name: 'Learners' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Ana Cruz')).toBeNull();

    rerender(<Harness calls={newCalls()} data={[]} total={0} emptyMessage="No learners match." />);
    expect(screen.getByRole('cell', { name: 'No learners match.' })).toBeTruthy();
    expect(screen.getByText('No results')).toBeTruthy();

    rerender(<Harness calls={newCalls()} error={new Error('Server unavailable')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Learners could not be loaded');
    expect(alert.textContent).toContain('Server unavailable');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('DataTable, card layout under 640 px', () => {
  it('shows each row as a card with its values labelled, and the actions at the bottom', () => {
    phoneWidth();
    render(<Harness calls={newCalls()} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Learners' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0];
    expect(first.textContent).toContain('Ana Cruz');
    expect(
      within(first)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Email', 'Plan', 'Score']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['ana@example.ph', 'pro', '88']);
    expect(within(first).getByRole('button', { name: 'Open Ana Cruz' })).toBeTruthy();
  });

  it('sorts with a Sort by menu and selects with a select-all box, since there is no header row', async () => {
    phoneWidth();
    const calls = newCalls();
    render(<Harness calls={calls} selectable />);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'score:desc');
    expect(calls.sorting.at(-1)).toEqual([{ id: 'score', desc: true }]);
    const cards = within(screen.getByRole('list', { name: 'Learners' })).getAllByRole('listitem');
    expect(cards[0].textContent).toContain('Dan Lim');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 rows selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select Dan Lim' }) as HTMLInputElement).checked).toBe(true);
  });
});
