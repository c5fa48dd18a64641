import type { QueryKey } from '@tanstack/react-query';
import { apiRequest } from './http';
import { NOTIFICATIONS_KEY } from './notifications';

// The notification panel's writes (each answers 204), apart from the list in notifications.ts so
// they load with the panel, not with the home's first paint.
export const readAllNotifications = () => apiRequest<void>('POST', '/api/notifications/read-all');
export const clearAllNotifications = () => apiRequest<void>('POST', '/api/notifications/clear-all');
export const dismissNotification = (id: number) => apiRequest<void>('POST', `/api/notifications/${id}/dismiss`);

/**
 * What the panel's writes touch: the list. Dismiss and clear-all change it at once (optimistically)
 * and refetch it when they fail; read-all rewrites it when it succeeds.
 */
export const notificationWriteInvalidates: readonly QueryKey[] = [NOTIFICATIONS_KEY];
