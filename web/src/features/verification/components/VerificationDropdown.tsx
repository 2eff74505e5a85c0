import { QUICK_REJECT_NOTE } from '@core/schemas/verification-notes';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { formatDate } from '@web/lib/format';
import { readStorage, STORAGE_KEYS, writeStorage } from '@web/lib/storage-keys';
import { showErrorToast, showToast } from '@web/lib/toast';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  markVerificationNotificationsRead,
  usePendingRequests,
  useProcessRequest,
} from '../api/verification';

const SHOWN = 5;

/**
 * The navigation bar's verification dropdown (admin spec §2.2), administrators only: the badge is
 * the pending count minus the count last viewed ('9+' above 9); opening marks them seen.
 */
export default function VerificationDropdown() {
  const navigate = useNavigate();
  const requests = usePendingRequests({ poll: true });
  const process = useProcessRequest();
  const [seen, setSeen] = useState(() => Number(readStorage(STORAGE_KEYS.verificationSeen) ?? 0) || 0);
  const list = requests.data ?? [];
  const unseen = Math.max(0, list.length - seen);

  const opened = (open: boolean) => {
    if (!open) return;
    setSeen(list.length);
    writeStorage(STORAGE_KEYS.verificationSeen, String(list.length));
    void markVerificationNotificationsRead();
  };
  const decide = (id: string, action: 'approve' | 'reject') =>
    process.mutate(
      { id, body: action === 'approve' ? { action } : { action, admin_notes: QUICK_REJECT_NOTE } },
      {
        onSuccess: (res) =>
          showToast(
            action === 'approve'
              ? { title: 'User Verified', description: res.user_email, variant: 'success' }
              : { title: 'User Rejected', description: res.user_email },
          ),
        onError: (e) => showErrorToast('Update failed', e, 'Failed to update user verification'),
      },
    );

  return (
    <DropdownMenu onOpenChange={opened}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={`Verification requests${unseen ? `, ${unseen} new` : ''}`}
        >
          <UserCheck className="size-5" aria-hidden="true" />
          {unseen > 0 && (
            <span className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[11px] font-bold text-destructive-foreground">
              {unseen > 9 ? '9+' : unseen}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel>User Verification Requests</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {requests.isError && <p className="px-2 py-3 text-sm text-destructive">Failed to load requests</p>}
        {!requests.isError && list.length === 0 && (
          <p className="px-2 py-3 text-sm text-muted-foreground">No pending verification requests</p>
        )}
        {list.slice(0, SHOWN).map((r) => (
          <DropdownMenuGroup key={r.id} aria-label={r.user_name} className="px-2 py-1.5">
            <p className="text-sm font-medium">{r.user_name}</p>
            <p className="truncate text-xs text-muted-foreground">
              {r.user_email} · {formatDate(r.created_at)}
            </p>
            <div className="mt-1 flex gap-1">
              <DropdownMenuItem onSelect={() => decide(r.id, 'approve')} className="text-success">
                Approve
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => decide(r.id, 'reject')} className="text-destructive">
                Reject
              </DropdownMenuItem>
            </div>
          </DropdownMenuGroup>
        ))}
        {list.length > SHOWN && (
          <DropdownMenuItem onSelect={() => navigate('/admin#user-verification')}>
            View all {list.length} requests in Admin Panel
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/admin#user-verification')} className="font-semibold">
          Manage All Verification Requests
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
