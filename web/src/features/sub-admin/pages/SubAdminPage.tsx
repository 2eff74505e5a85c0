import { PlaceholderPage } from '@web/components/placeholder-page';

export function SubAdminPage() {
  return <PlaceholderPage title="User Dashboards" description="Learners' dashboards will appear here." />;
}
