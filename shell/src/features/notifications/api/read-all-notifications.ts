import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import type { NotificationList } from '@app/contracts/notifications';
import { NOTIFICATIONS_KEY } from '../../../lib/query-keys';

export const readAllNotifications = () => apiRequest<void>('POST', '/api/notifications/read-all');

/** The panel's "Mark all read": the items stay, the unread count goes to zero. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () =>
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => list && { items: list.items.map((n) => ({ ...n, read: true })), unread: 0 }),
  });
}
