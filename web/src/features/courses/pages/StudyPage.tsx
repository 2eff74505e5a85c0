import { PlaceholderPage } from '@web/components/placeholder-page';

export function StudyPage() {
  return <PlaceholderPage title="Study" description="The course lessons will appear here." />;
}
