import { subscriptionState } from '@core/rules/access';
import type { User } from '@core/schemas/auth';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { capitalize } from '@web/lib/format';
import { accessRoleOf } from '@web/lib/permissions';

/** Learner spec §2: Trial and Basic grey, Premium red, Pro yellow; a lapsed plan reads Expired. */
const VARIANT: Record<string, BadgeProps['variant']> = {
  trial: 'grey',
  basic: 'grey',
  premium: 'red',
  pro: 'yellow',
  expired: 'outline',
};

export function SubscriptionBadge({ user, className }: { user: User; className?: string }) {
  const state = subscriptionState({ ...user, role: accessRoleOf(user) });
  return (
    <Badge variant={VARIANT[state] ?? 'grey'} className={className} data-testid="subscription-badge">
      {capitalize(state)}
    </Badge>
  );
}
