import { useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '@web/lib/api';
import { useEffect, useState } from 'react';
import { type NotificationsResponse, notificationsQueryKey } from '../api/get-notifications';
import { getStreamToken } from '../api/stream-token';

/**
 * Live notifications through Server-Sent Events (docs/architecture.md "Live notifications").
 * A new notification is put at the top of the cached list and the badge follows at once; a
 * count change elsewhere (another tab marked read) refetches. When the stream fails, the page
 * asks for a fresh token and reopens it after a pause, resuming after the last event seen.
 * Answers whether the stream is up (the bell polls every 60 s only while it is not).
 */
export function useNotificationStream(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastEventId = '';
    let stopped = false;

    const open = async () => {
      try {
        const { token } = await getStreamToken();
        if (stopped) return;
        const params = new URLSearchParams({ token });
        if (lastEventId) params.set('last_event_id', lastEventId);
        source = new EventSource(`${API_BASE}/notifications/stream?${params}`);
        source.onopen = () => setLive(true);
        source.addEventListener('notification', (e) => {
          const event = e as MessageEvent<string>;
          lastEventId = event.lastEventId || lastEventId;
          const data = JSON.parse(event.data) as {
            notification: NotificationsResponse['notifications'][number];
            unread_count?: number;
          };
          queryClient.setQueryData<NotificationsResponse>(notificationsQueryKey, (old) => {
            const list = old?.notifications ?? [];
            if (list.some((n) => n.id === data.notification.id)) return old;
            return {
              notifications: [data.notification, ...list].slice(0, 50),
              unread_count: data.unread_count ?? (old?.unread_count ?? 0) + 1,
            };
          });
        });
        source.addEventListener('unread_count', (e) => {
          const { unread_count } = JSON.parse((e as MessageEvent<string>).data) as { unread_count: number };
          const cached = queryClient.getQueryData<NotificationsResponse>(notificationsQueryKey);
          if (cached && cached.unread_count !== unread_count) {
            void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
          }
        });
        source.onerror = () => {
          // The browser retries by itself while the token is valid; a closed stream is ours to reopen.
          if (source?.readyState === EventSource.CLOSED) reopen();
          else setLive(false);
        };
      } catch {
        reopen();
      }
    };
    const reopen = () => {
      setLive(false);
      source?.close();
      source = null;
      if (!stopped) retry = setTimeout(open, 5000);
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setLive(false);
    };
  }, [enabled, queryClient]);

  return live;
}
