import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import type { NotificationList } from '@app/contracts/notifications';
import { NOTIFICATIONS_KEY } from '../../../lib/query-keys';

export const notificationsQuery = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => apiGet<NotificationList>('/api/notifications'),
  });

export const useNotifications = () => useQuery(notificationsQuery());
