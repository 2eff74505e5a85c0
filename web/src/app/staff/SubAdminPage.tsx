import { AdminLayout } from '@web/components/layouts/admin-layout';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { ShieldCheck } from 'lucide-react';
import { lazy } from 'react';

const SubAdminDashboards = lazy(() => import('@web/features/users/components/SubAdminDashboards'));

/** /sub-admin (admin spec §2.4): the learners' dashboards, read-only. */
export function SubAdminPage() {
  return (
    <AdminLayout
      title="User Dashboards"
      description="Learners' progress, read-only"
      body={<SubAdminDashboards />}
    >
      <Alert role="note" variant="info" className="grid-cols-[auto_1fr] items-start gap-x-3">
        <ShieldCheck aria-hidden="true" className="row-span-2" />
        <AlertTitle>Limited Access Account</AlertTitle>
        <AlertDescription>
          You can look at learners' dashboards. You cannot change accounts or content.
        </AlertDescription>
      </Alert>
    </AdminLayout>
  );
}
