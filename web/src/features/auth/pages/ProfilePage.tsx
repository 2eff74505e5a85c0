import { SubscriptionBadge } from '@web/components/subscription-badge';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate, initialOf } from '@web/lib/format';
import { useUser } from '@web/lib/session';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileForm } from '../components/ProfileForm';

export function ProfilePage() {
  const user = useUser();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
        >
          {initialOf(user.name)}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold">{user.name}</h1>
          <p className="truncate text-muted-foreground">{user.email}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            <SubscriptionBadge user={user} />
            <Badge variant={user.is_verified ? 'success' : 'warning'}>
              {user.is_verified ? 'Verified' : 'Awaiting verification'}
            </Badge>
          </div>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>
              <span className="sr-only">Edit </span>Your details
            </CardTitle>
            <CardDescription>Member since {formatDate(user.created_at)}</CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileForm user={user} />
          </CardContent>
        </Card>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Change password</CardTitle>
            <CardDescription>Use at least 8 characters you do not use elsewhere.</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
