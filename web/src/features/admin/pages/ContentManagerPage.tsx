import { PlaceholderPage } from '@web/components/placeholder-page';

export function ContentManagerPage() {
  return (
    <PlaceholderPage
      title="Content Manager"
      description="Videos, study materials and questions will be managed here."
    />
  );
}
