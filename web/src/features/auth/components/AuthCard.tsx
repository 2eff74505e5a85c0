import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The centred card the sign-in and password screens share. */
export function AuthCard({ title, description, icon, wide, children }: AuthCardProps) {
  return (
    <div className="px-4 py-8 sm:py-14">
      <Card className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
        <CardHeader className="justify-items-center text-center">
          {icon}
          <h1 className="text-2xl font-bold">{title}</h1>
          {description && <CardDescription className="text-base">{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
