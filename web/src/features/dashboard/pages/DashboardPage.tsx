import { PlaceholderPage } from '@web/components/placeholder-page';

export function DashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      description="Your study hours, progress, scores and subscription will appear here."
    />
  );
}
