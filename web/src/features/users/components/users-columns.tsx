import { relativeTime } from '@core/rules/relative-time';
import type { AdminUser } from '@core/schemas/users';
import { dataTableColumns } from '@web/components/data-table/columns';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { capitalize, formatDate } from '@web/lib/format';
import { userCan } from '@web/lib/permissions';
import type { UserAction } from './UserDialogs';

const col = dataTableColumns<AdminUser>();

const ago = (iso: string | null) => (iso ? relativeTime(iso, { scale: 'admin' }) : 'Never');

export interface RowHandlers {
  onAction: (action: UserAction, user: AdminUser) => void;
  /** Opens another admin tab about this user (user-dashboards, test-access, board-access). */
  onOpenTab: (tab: string, user: AdminUser) => void;
}

function RowActions({ user, h }: { user: AdminUser; h: RowHandlers }) {
  if (user.is_admin)
    return <span className="text-xs text-muted-foreground">No actions on staff accounts</span>;
  const button = (
    label: string,
    onClick: () => void,
    variant: 'outline' | 'destructive' | 'default' = 'outline',
  ) => (
    <Button size="sm" variant={variant} onClick={onClick} aria-label={`${label}: ${user.name}`}>
      {label}
    </Button>
  );
  if (user.payment_verified)
    return (
      <div className="flex flex-wrap gap-1.5">
        {button('Board Access', () => h.onOpenTab('board-access', user))}
        {button('Dashboard', () => h.onOpenTab('user-dashboards', user))}
        {button('Test Access', () => h.onOpenTab('test-access', user))}
        {button('Reset', () => h.onAction('reset', user))}
        {button('Revoke', () => h.onAction('revoke', user), 'destructive')}
      </div>
    );
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap gap-1.5">
        {button('Accept Payment', () => h.onAction('accept', user), 'default')}
        {button('Reject', () => h.onAction('reject', user))}
        {button('Delete Account', () => h.onAction('delete', user), 'destructive')}
      </div>
      <span className="text-xs text-muted-foreground">Use Payments tab to verify</span>
    </div>
  );
}

/** The Users tab's columns (admin spec §2.3). */
export function usersColumns(h: RowHandlers) {
  return col.columns([
    col.accessor('name', {
      header: 'User Info',
      enableSorting: true,
      meta: { card: 'title' },
      cell: ({ row: { original: u } }) => (
        <div className="grid gap-0.5">
          <span className="flex flex-wrap items-center gap-1.5 font-medium">
            {u.name}
            {u.is_admin && (
              <Badge variant="default">{userCan(u, 'users.manage') ? 'Admin' : 'Sub-admin'}</Badge>
            )}
          </span>
          <span className="text-xs break-all text-muted-foreground">{u.email}</span>
          {u.phone && <span className="text-xs text-muted-foreground">{u.phone}</span>}
        </div>
      ),
    }),
    col.accessor('review_center', {
      header: 'Review Center',
      enableSorting: true,
      cell: ({ row: { original: u } }) => (
        <div className="grid gap-0.5">
          <span>{u.review_center || '—'}</span>
          {(u.city || u.province) && (
            <span className="text-xs text-muted-foreground">
              {[u.city, u.province].filter(Boolean).join(', ')}
            </span>
          )}
        </div>
      ),
    }),
    col.display({
      id: 'team',
      header: 'Team & Section',
      cell: ({ row: { original: u } }) => (
        <span className="text-sm">
          Team {u.team_number || '—'} · Section {u.section_number || '—'}
        </span>
      ),
    }),
    col.accessor('subscription', {
      header: 'Subscription',
      enableSorting: true,
      cell: ({ row: { original: u } }) => (
        <div className="grid justify-items-start gap-0.5">
          <Badge variant="outline">{capitalize(u.subscription)}</Badge>
          <span className="text-xs text-muted-foreground">
            {u.subscription_expires ? `Expires ${formatDate(u.subscription_expires)}` : 'No expiry'}
          </span>
        </div>
      ),
    }),
    col.accessor('last_login', {
      header: 'Status',
      enableSorting: true,
      meta: { label: 'Status (last login)' },
      cell: ({ row: { original: u } }) => (
        <div className="grid justify-items-start gap-0.5">
          <Badge variant={u.payment_verified || u.is_admin ? 'success' : 'warning'}>
            {u.is_admin ? 'Staff' : u.payment_verified ? 'Verified' : 'Unverified'}
          </Badge>
          <span className="text-xs text-muted-foreground">Last login: {ago(u.last_login)}</span>
        </div>
      ),
    }),
    col.accessor('created_at', {
      header: 'Created',
      enableSorting: true,
      cell: ({ getValue }) => <span title={formatDate(getValue())}>{ago(getValue())}</span>,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { label: 'Actions', card: 'footer' },
      cell: ({ row }) => <RowActions user={row.original} h={h} />,
    }),
  ]);
}
