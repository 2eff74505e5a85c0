import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ShieldAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

interface AccessDeniedProps {
  message: string;
  requirement: string;
}

/** Admin spec §2.1: the screen a signed-in user sees on a staff page they may not enter. */
export function AccessDenied({ message, requirement }: AccessDeniedProps) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-10">
      <Card className="w-full text-center">
        <CardContent className="grid justify-items-center gap-4 pt-8 sm:pt-8">
          <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
            <ShieldAlert className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold">Access Denied</h1>
          <p className="text-muted-foreground">{message}</p>
          <p className="rounded-md bg-muted px-3 py-1.5 text-sm font-semibold">{requirement}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button variant="outline" onClick={() => navigate(-1)}>
              Go Back
            </Button>
            <Button asChild>
              <Link to="/dashboard">Dashboard</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            If you believe you should have admin access, please contact support.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
