import { Outlet } from 'react-router';
import { Guard } from '../guards/Guard';
import type { Access } from '../routes';

/** The layout of one access group: its guard, then the matched page. */
export function GuardLayout({ access }: { access: Access }) {
  return (
    <Guard access={access}>
      <Outlet />
    </Guard>
  );
}
