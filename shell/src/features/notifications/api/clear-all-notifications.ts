import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from '@app/api-client/notifications';
import { clearAllNotifications, notificationWriteInvalidates } from '@app/api-client/notifications-panel';
import type { NotificationList } from '@app/contracts/notifications';

/** Empties the panel at once; a failed request brings the list back from the server. */
export function useClearAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllNotifications,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => list && { items: [], unread: 0 });
    },
    onError: () => Promise.all(notificationWriteInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
