import type { User } from '@core/schemas/auth';
import { cn } from '@web/lib/cn';
import { initialOf } from '@web/lib/format';

/** The user's initial in a circle (learner spec §2 user menu). */
export function Avatar({ user, className }: { user: Pick<User, 'name'>; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground',
        className,
      )}
    >
      {initialOf(user.name)}
    </span>
  );
}
