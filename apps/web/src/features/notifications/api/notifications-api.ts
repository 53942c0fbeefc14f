import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationSettings } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
  settings: ['notifications', 'settings'] as const,
};

/** How often the bell asks again while a page stays open. */
const BELL_REFRESH_MS = 60_000;

/** A page of my notices and the unread count; the bell reads page 1 for its number. */
export function useNotifications(page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.page(page),
    queryFn: ({ signal }) => callApi('notificationList', { params: { page }, signal }),
    enabled,
    refetchInterval: page === 1 ? BELL_REFRESH_MS : false,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: number[] } | { all: true }) =>
      callApi('markNotificationsRead', { body: which }),
    onSuccess: ({ unread }) => {
      for (const [key, data] of queryClient.getQueriesData<NotificationList>({
        queryKey: notificationKeys.all,
      })) {
        if (data && 'rows' in data) queryClient.setQueryData(key, { ...data, unread });
      }
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => callApi('readNotificationSettings', { signal }),
    staleTime: 0,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => callApi('saveNotificationSettings', { body }),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}

export const unsubscribeByLink = (token: string) => callApi('unsubscribeEmail', { query: { token } });
export const readPushKey = () => callApi('pushKey');
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  callApi('addPushSubscription', {
    body: {
      endpoint: subscription.endpoint ?? '',
      keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
    },
  });
export const dropPushSubscription = (endpoint: string) =>
  callApi('deletePushSubscription', { body: { endpoint } });
