import type { Action } from '@core/rules/permissions';
import type { AdminTab } from '@web/components/layouts/admin-layout';
import { userCan } from '@web/lib/permissions';
import { useUser } from '@web/lib/session';

/** A staff page's tab and the permission it is for (core/rules/permissions.ts). */
export interface StaffTab extends AdminTab {
  action: Action;
}

/**
 * The content of a tab whose feature a later issue builds: the honest not-available state,
 * fetched like any tab's content. The issue that builds the feature replaces it with
 * `() => import('@web/features/<noun>/…').then((m) => m.default)`.
 */
export function notBuilt(title: string, description: string): AdminTab['content'] {
  return () =>
    import('@web/components/not-available').then(({ NotAvailableYet }) => () => (
      <NotAvailableYet title={title} description={description} />
    ));
}

/** The tabs the signed-in user may use. */
export function useAllowedTabs(tabs: StaffTab[]): StaffTab[] {
  const user = useUser();
  return tabs.filter((tab) => userCan(user, tab.action));
}
