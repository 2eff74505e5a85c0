import { PlaceholderPage } from '@web/components/placeholder-page';

export function CoursePlayerPage() {
  return <PlaceholderPage title="Course" description="The course player and playlist will appear here." />;
}
