import { PlaceholderPage } from '@web/components/placeholder-page';

export function CoursesPage() {
  return (
    <PlaceholderPage
      title="Video Courses"
      description="Video lectures for the six board areas will appear here."
    />
  );
}
