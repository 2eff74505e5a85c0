import { AdminLayout } from '@web/components/layouts/admin-layout';
import { ADMIN_TABS } from './admin-tabs';
import { useAllowedTabs } from './tabs';

/** /admin (admin spec §2.3). Stat cards come with the features that can count them. */
export function AdminPage() {
  const tabs = useAllowedTabs(ADMIN_TABS);
  return (
    <AdminLayout title="Admin Dashboard" description="Manage your Criminology Review Center" tabs={tabs} />
  );
}
