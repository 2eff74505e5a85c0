import { MaintenancePanel } from '@web/features/access/components/MaintenancePanel';
import NotificationsTab from '@web/features/admin-notifications/components/NotificationsTab';

/** The notifications tab holds the sending and figures, and (admin spec §2.3) the two repairs. */
export default function NotificationsAdminTab() {
  return (
    <div className="grid gap-6">
      <NotificationsTab />
      <MaintenancePanel />
    </div>
  );
}
