import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from '@app/api-client/notifications';
import { dismissNotification, notificationWriteInvalidates } from '@app/api-client/notifications-panel';
import type { NotificationList } from '@app/contracts/notifications';

/** Removes the item at once; a failed request brings the list back from the server. */
export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotification,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) =>
        list && { items: list.items.filter((n) => n.id !== id), unread: list.items.filter((n) => n.id !== id && !n.read).length },
      );
    },
    onError: () => Promise.all(notificationWriteInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
