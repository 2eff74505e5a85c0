import { PlaceholderPage } from '@web/components/placeholder-page';

export function PracticePage() {
  return (
    <PlaceholderPage
      title="Practice Tests"
      description="Timed practice tests for every subject and difficulty will appear here."
    />
  );
}
