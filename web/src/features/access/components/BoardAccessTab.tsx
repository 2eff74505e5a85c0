import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { useCatalog } from '@web/lib/queries/catalog';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useState } from 'react';
import { useVerifiedUsers } from '../api/find-users';
import { useBoardAreaAccess } from '../api/get-board-area-access';
import { useSetAllBoardAreas } from '../api/set-all-board-areas';
import { useSetBoardAreaAccess } from '../api/set-board-area-access';

/** The admin board-access tab: pick a verified user, then allow or restrict each area or all. */
export default function BoardAccessTab() {
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState<string>('');
  const users = useVerifiedUsers(search);
  const catalog = useCatalog();
  const access = useBoardAreaAccess(userId || null);
  const setOne = useSetBoardAreaAccess();
  const setAll = useSetAllBoardAreas();
  const busy = setOne.isPending || setAll.isPending;

  const done = (granted: boolean) => () =>
    showToast({
      title: 'Access Updated',
      description: `Board area access ${granted ? 'granted' : 'restricted'} successfully`,
      variant: 'success',
    });
  const failed = (e: unknown) => showErrorToast('Error', e, 'Failed to update board area access');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Board area access</CardTitle>
        <CardDescription>
          A restricted learner loses the area's lectures, materials and tests on their next request, also a
          test they are taking.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Find a verified user">
            {({ id }) => (
              <Input
                id={id}
                type="search"
                value={search}
                placeholder="Name or email"
                onChange={(e) => setSearch(e.target.value)}
              />
            )}
          </Field>
          <Field label="User">
            {({ id }) => (
              <NativeSelect id={id} value={userId} onChange={(e) => setUserId(e.target.value)}>
                <option value="">Choose a user…</option>
                {users.data?.users.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name} ({u.email})
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        {users.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(users.error, 'Failed to load data')}
          </p>
        )}
        {!userId && <p className="text-sm text-muted-foreground">Choose a user to see their board areas.</p>}
        {userId && access.isLoading && <Skeleton className="h-40" />}
        {access.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(access.error, 'Failed to load data')}
          </p>
        )}
        {userId && access.data && (
          <>
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={busy}
                onClick={() =>
                  setAll.mutate(
                    { user_id: userId, has_access: true },
                    { onSuccess: done(true), onError: failed },
                  )
                }
              >
                Allow all
              </Button>
              <Button
                variant="destructive"
                disabled={busy}
                onClick={() =>
                  setAll.mutate(
                    { user_id: userId, has_access: false },
                    { onSuccess: done(false), onError: failed },
                  )
                }
              >
                Restrict all
              </Button>
            </div>
            <ul className="grid gap-2">
              {(catalog.data?.board_areas ?? []).map((a) => {
                const granted = access.data.board_areas[a.id] ?? true;
                const boxId = `area-${a.id}`;
                return (
                  <li key={a.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                    <label htmlFor={boxId} className="min-w-0 font-medium">
                      {a.title}
                      <span className={`ml-2 text-sm ${granted ? 'text-success' : 'text-destructive'}`}>
                        {granted ? 'Allowed' : 'Restricted'}
                      </span>
                    </label>
                    <Checkbox
                      id={boxId}
                      role="switch"
                      aria-checked={granted}
                      checked={granted}
                      disabled={busy}
                      onChange={(e) => {
                        const v = e.target.checked;
                        setOne.mutate(
                          { user_id: userId, board_area: a.id, has_access: v },
                          { onSuccess: done(v), onError: failed },
                        );
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
