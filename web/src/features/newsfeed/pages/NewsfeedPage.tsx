import { PlaceholderPage } from '@web/components/placeholder-page';

export function NewsfeedPage() {
  return (
    <PlaceholderPage
      title="Newsfeed"
      description="Hello, welcome to our review community! Posts will appear here."
    />
  );
}
