import type { ReactNode } from 'react';
import type { Access } from '../routes';
import { RequireAdmin, RequireContentManager, RequireSubAdmin } from './RequireAdmin';
import { RequireAuth } from './RequireAuth';
import { RequireSubscription } from './RequireSubscription';

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  switch (access) {
    case 'public':
      return children;
    case 'signed-in':
      return <RequireAuth>{children}</RequireAuth>;
    case 'subscription':
      return <RequireSubscription>{children}</RequireSubscription>;
    case 'admin':
      return <RequireAdmin>{children}</RequireAdmin>;
    case 'content-manager':
      return <RequireContentManager>{children}</RequireContentManager>;
    case 'sub-admin':
      return <RequireSubAdmin>{children}</RequireSubAdmin>;
  }
}
