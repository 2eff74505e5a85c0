import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Lightbulb } from 'lucide-react';

/** A card of study tips (dashboard, lesson path). */
export function StudyTipsCard({ tips }: { tips: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-warning" aria-hidden="true" /> Study tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
