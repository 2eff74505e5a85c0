import { Deferred } from '@web/components/deferred';
import { AdminLayout } from '@web/components/layouts/admin-layout';
import { StatCardGrid } from '@web/features/admin-stats/components/StatCardGrid';
import { ADMIN_TABS } from './admin-tabs';
import { useAllowedTabs } from './tabs';

const loadStatCards = () =>
  import('@web/features/admin-stats/components/AdminStatCards').then((m) => m.default);

/** /admin (admin spec §2.3): the stat cards above the tabs. */
export function AdminPage() {
  const tabs = useAllowedTabs(ADMIN_TABS);
  return (
    <AdminLayout title="Admin Dashboard" description="Manage your Criminology Review Center" tabs={tabs}>
      <Deferred load={loadStatCards} fallback={<StatCardGrid />} />
    </AdminLayout>
  );
}
