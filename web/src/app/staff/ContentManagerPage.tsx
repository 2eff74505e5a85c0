import { AdminLayout } from '@web/components/layouts/admin-layout';
import { CONTENT_TABS } from './content-tabs';
import { useAllowedTabs } from './tabs';

/** /content-manager (admin spec §2.5). */
export function ContentManagerPage() {
  const tabs = useAllowedTabs(CONTENT_TABS);
  return (
    <AdminLayout
      title="Content Manager"
      description="Video lectures, study materials and practice questions"
      tabs={tabs}
    />
  );
}
