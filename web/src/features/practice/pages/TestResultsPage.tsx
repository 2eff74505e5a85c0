import { PlaceholderPage } from '@web/components/placeholder-page';

export function TestResultsPage() {
  return <PlaceholderPage title="Test Results" description="Your practice test results will appear here." />;
}
