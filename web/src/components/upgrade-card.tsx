import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { detailText, isApiError } from '@web/lib/errors';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

/** The plan a refused call names (403 `upgrade_to`), or null for any other error. */
export function upgradePlanOf(error: unknown): string | null {
  if (!isApiError(error, 403)) return null;
  const plan = error.body.upgrade_to;
  return typeof plan === 'string' ? plan : null;
}

/** A feature outside the learner's plan: what it is and where to upgrade, never a bare error. */
export function UpgradeCard({ error, what }: { error: unknown; what: string }) {
  const plan = upgradePlanOf(error);
  if (!plan) return null;
  const name = plan.charAt(0).toUpperCase() + plan.slice(1);
  return (
    <Alert variant="info">
      <Sparkles aria-hidden="true" />
      <AlertTitle>Part of the {name} plan</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{isApiError(error) ? detailText(error.detail) : null}</p>
        <p>{what}</p>
        <Button asChild size="sm" className="w-fit">
          <Link to="/pricing">See the plans</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
