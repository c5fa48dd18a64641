import { useQuery } from '@tanstack/react-query';
import { notificationsQuery } from '@app/api-client/notifications';

export const useNotifications = () => useQuery(notificationsQuery());
