import { daysRemaining, subscriptionState } from '@core/rules/access';
import type { User } from '@core/schemas/auth';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { capitalize, formatDate } from '@web/lib/format';
import { accessRoleOf } from '@web/lib/permissions';

/** What the signed-in user has now, above the plans. */
export function CurrentPlanNotice({ user }: { user: User }) {
  const state = subscriptionState({ ...user, role: accessRoleOf(user) });
  const days = daysRemaining(user.subscription_expires_at);
  if (state === 'expired') {
    return (
      <Alert variant="warning">
        <AlertTitle>
          Your {user.subscription === 'trial' ? 'free trial' : `${capitalize(user.subscription)} plan`} has
          expired
        </AlertTitle>
        <AlertDescription>Choose a plan below to continue your review.</AlertDescription>
      </Alert>
    );
  }
  if (state === 'trial') {
    return (
      <Alert variant="info">
        <AlertTitle>You're on the free trial</AlertTitle>
        <AlertDescription>
          {days} {days === 1 ? 'day' : 'days'} left (until {formatDate(user.subscription_expires_at)}).
          Upgrade any time to keep your access.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="success">
      <AlertTitle>You're currently on the {capitalize(state)} plan</AlertTitle>
      <AlertDescription>Active until {formatDate(user.subscription_expires_at)}.</AlertDescription>
    </Alert>
  );
}
