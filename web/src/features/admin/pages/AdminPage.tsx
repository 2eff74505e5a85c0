import { PlaceholderPage } from '@web/components/placeholder-page';

export function AdminPage() {
  return <PlaceholderPage title="Admin Dashboard" description="Manage your Criminology Review Center." />;
}
