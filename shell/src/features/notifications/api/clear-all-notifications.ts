import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import type { NotificationList } from '@app/contracts/notifications';
import { NOTIFICATIONS_KEY } from '../../../lib/query-keys';

export const clearAllNotifications = () => apiRequest<void>('POST', '/api/notifications/clear-all');

/** Empties the panel at once; a failed request brings the list back from the server. */
export function useClearAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllNotifications,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => list && { items: [], unread: 0 });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
