import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import type { NotificationList } from '@app/contracts/notifications';
import { NOTIFICATIONS_KEY } from '../../../lib/query-keys';

export const dismissNotification = (id: number) => apiRequest<void>('POST', `/api/notifications/${id}/dismiss`);

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
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
