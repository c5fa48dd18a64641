import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from '@app/api-client/notifications';
import { readAllNotifications } from '@app/api-client/notifications-panel';
import type { NotificationList } from '@app/contracts/notifications';

/** The panel's "Mark all read": the items stay, the unread count goes to zero. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () =>
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => list && { items: list.items.map((n) => ({ ...n, read: true })), unread: 0 }),
  });
}
