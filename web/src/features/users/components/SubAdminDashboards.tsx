import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useEffect, useState } from 'react';
import { useViewableUsers } from '../api/get-viewable-users';
import { UserDashboardView } from './UserDashboardView';
import { UserPickList } from './UserPickList';

const PAGE_SIZE = 20;

/** /sub-admin (admin spec §2.4): search the learners (never full administrators), open one's dashboard. */
export default function SubAdminDashboards() {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(search), 300);
    return () => clearTimeout(t);
  }, [search]);
  const users = useViewableUsers(debounced, page, PAGE_SIZE);
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="grid content-start gap-3">
        <Field label="Search users">
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
        <UserPickList
          users={users.data?.users}
          total={users.data?.total}
          isLoading={users.isLoading}
          error={users.error}
          selectedId={selected}
          onSelect={(u) => setSelected(u.id)}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
        />
      </div>
      {selected ? (
        <UserDashboardView base="/sub-admin/user" userId={selected} />
      ) : (
        <p className="text-sm text-muted-foreground">Select a user to see their dashboard.</p>
      )}
    </div>
  );
}
