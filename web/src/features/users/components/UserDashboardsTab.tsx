import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAdminUsers } from '../api/get-admin-users';
import { UserDashboardView } from './UserDashboardView';
import { UserPickList } from './UserPickList';

const PAGE_SIZE = 20;

function useDebounced(value: string, ms = 300) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** User-dashboards tab (admin spec §2.3): filters, the list, the selected user's dashboard (`?user=`). */
export default function UserDashboardsTab() {
  const location = useLocation();
  const navigate = useNavigate();
  const selected = new URLSearchParams(location.search).get('user');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState({
    plan: 'all',
    review_center: 'all',
    team_number: 'all',
    section_number: 'all',
  });
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search);
  const query = useAdminUsers({
    page,
    limit: PAGE_SIZE,
    search: debounced,
    ...filters,
    sort_by: 'name',
    sort_dir: 'asc',
  });
  const opts = query.data?.filter_options;
  const select = (key: keyof typeof filters, label: string, values: string[]) => (
    <Field label={label} className="min-w-32 flex-1">
      {({ id }) => (
        <NativeSelect
          id={id}
          value={filters[key]}
          onChange={(e) => {
            setFilters((f) => ({ ...f, [key]: e.target.value }));
            setPage(1);
          }}
        >
          <option value="all">All</option>
          {values.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );

  return (
    <section className="grid gap-4" aria-labelledby="dashboards-title">
      <h2 id="dashboards-title" className="text-xl font-semibold">
        User Dashboards
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Search" className="min-w-48 flex-[2_1_12rem]">
          {({ id }) => (
            <Input
              id={id}
              type="search"
              placeholder="Name, email, team or section"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          )}
        </Field>
        {select('plan', 'Plan', ['trial', 'basic', 'premium', 'pro'])}
        {select('review_center', 'Review center', opts?.review_centers ?? [])}
        {select('team_number', 'Team', opts?.team_numbers ?? [])}
        {select('section_number', 'Section', opts?.section_numbers ?? [])}
      </div>
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <UserPickList
          users={query.data?.users}
          total={query.data?.total}
          isLoading={query.isLoading}
          error={query.error}
          selectedId={selected}
          onSelect={(u) =>
            navigate(
              { search: `?user=${u.id}`, hash: location.hash },
              { replace: true, preventScrollReset: true },
            )
          }
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
        />
        {selected ? (
          <UserDashboardView base="/admin/user" userId={selected} />
        ) : (
          <p className="text-sm text-muted-foreground">Select a user to see their dashboard.</p>
        )}
      </div>
    </section>
  );
}
