import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { notificationListSchema } from '@app/contracts/notifications';
import { NOTIFICATIONS_KEY } from '../../../lib/query-keys';

export const notificationsQuery = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => apiGet('/api/notifications', notificationListSchema),
  });

export const useNotifications = () => useQuery(notificationsQuery());
