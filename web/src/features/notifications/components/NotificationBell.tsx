import { BOARD_AREAS } from '@core/catalog';
import { relativeTime } from '@core/rules/relative-time';
import type { Notification } from '@core/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import {
  Bell,
  BellRing,
  BookOpen,
  CheckCheck,
  Megaphone,
  RefreshCw,
  Settings,
  ShieldCheck,
  UserPlus,
  Video,
  X,
} from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import {
  type NotificationsResponse,
  notificationsQueryKey,
  useNotifications,
} from '../api/get-notifications';
import { markAllNotificationsRead } from '../api/mark-all-read';
import { markNotificationRead } from '../api/mark-read';
import { useNotificationStream } from '../hooks/use-notification-stream';

const ICONS: Record<string, typeof Bell> = {
  new_question: BookOpen,
  new_video: Video,
  system_update: Settings,
  account_verified: ShieldCheck,
  admin_message: Megaphone,
  user_verification: UserPlus,
};

const areaTitle = (id: string) => BOARD_AREAS.find((a) => a.id === id)?.title ?? id;
/** The spec's badge: the count, '99+' above 99. */
export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));
const log = (what: string) => (err: unknown) => console.warn(`${what} failed`, err);

/** The bell of the navigation bar (learner spec §2, admin spec §2.7): live unread badge and popover. */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const live = useNotificationStream(true);
  const query = useNotifications(live ? false : 60_000);
  const [open, setOpen] = useState(false);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const markOnLoad = useRef(false);
  const unread = query.data?.unread_count ?? 0;

  /** Local update first, then the server's figures about half a second later (spec §4). */
  const update = (change: (d: NotificationsResponse) => NotificationsResponse) => {
    queryClient.setQueryData<NotificationsResponse>(notificationsQueryKey, (d) => (d ? change(d) : d));
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
      500,
    );
  };
  const markAll = () => {
    update((d) => ({
      notifications: d.notifications.map((n) => ({ ...n, is_read: true })),
      unread_count: 0,
    }));
    markAllNotificationsRead().catch(log('mark-all-read'));
  };
  const markOne = (n: Notification) => {
    if (n.is_read) return;
    update((d) => ({
      notifications: d.notifications.map((x) => (x.id === n.id ? { ...x, is_read: true } : x)),
      unread_count: Math.max(0, d.unread_count - 1),
    }));
    markNotificationRead(n.id).catch(log('mark-read'));
  };
  const markOpened = () =>
    markAllNotificationsRead().then(() => update((d) => ({ ...d, unread_count: 0 })), log('mark-all-read'));
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Opening the popover with unread items marks them read (spec §4); they stay highlighted until it closes.
    if (next && unread > 0) markOpened();
    // Opened before the list arrived (slow connection): its unread items count as opened once it does.
    markOnLoad.current = next && query.isPending;
  };
  const loaded = query.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first list arrives, not on every change
  useEffect(() => {
    if (!loaded || !markOnLoad.current) return;
    markOnLoad.current = false;
    if (unread > 0) markOpened();
  }, [loaded]);

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label}>
          {unread > 0 ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
          {unread > 0 && (
            <span
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] leading-5 font-bold text-destructive-foreground"
            >
              {badgeText(unread)}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border border-border bg-card shadow-lg"
        >
          <div className="flex items-center gap-1 border-b border-border p-3">
            <h2 className="mr-auto text-sm font-semibold">Notifications</h2>
            <Button
              variant="ghost"
              size="sm"
              onClick={markAll}
              disabled={!query.data?.notifications.some((n) => !n.is_read)}
            >
              <CheckCheck aria-hidden="true" /> Mark all read
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Refresh"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              <RefreshCw aria-hidden="true" className={cn(query.isFetching && 'animate-spin')} />
            </Button>
            <Popover.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden="true" />
              </Button>
            </Popover.Close>
          </div>
          <div className="overflow-y-auto">
            {query.isPending ? (
              <div className="flex justify-center p-6">
                <Spinner label="Loading notifications" />
              </div>
            ) : query.isError && !query.data ? (
              <p role="alert" className="p-6 text-center text-sm text-destructive">
                Failed to fetch notifications
              </p>
            ) : query.data.notifications.length === 0 ? (
              <div className="grid gap-1 p-6 text-center">
                <Bell aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
                <p className="font-medium">No notifications yet</p>
                <p className="text-sm text-muted-foreground">We'll notify you when there's something new!</p>
              </div>
            ) : (
              <ul className="divide-y divide-border">
                {query.data.notifications.map((n) => (
                  <NotificationItem key={n.id} n={n} onRead={() => markOne(n)} />
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationItem({ n, onRead }: { n: Notification; onRead: () => void }) {
  const Icon = ICONS[n.type] ?? Bell;
  const area = typeof n.metadata.board_area === 'string' ? n.metadata.board_area : null;
  return (
    <li>
      <button
        type="button"
        onClick={onRead}
        className={cn(
          'flex w-full gap-3 p-3 text-left hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring',
          !n.is_read && 'bg-primary/5',
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn('text-sm break-words', !n.is_read && 'font-semibold')}>
            {n.title}
            {!n.is_read && <span className="sr-only"> (unread)</span>}
          </span>
          <span className="text-sm break-words whitespace-pre-line text-muted-foreground">{n.message}</span>
          <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <time dateTime={n.created_at}>{relativeTime(n.created_at)}</time>
            {area && <Badge variant="outline">{areaTitle(area)}</Badge>}
          </span>
        </span>
        {!n.is_read && <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-primary" />}
      </button>
    </li>
  );
}
