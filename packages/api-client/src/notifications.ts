import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './http';

// The bell's notifications (spec 000 §6). The panel's writes are in notifications-panel.ts: the
// bell (and this module) is on the home's first paint, the panel loads on first open. The contract
// loads beside the call (http.ts ContractLoader).
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationsQuery = () => queryOptions({ queryKey: NOTIFICATIONS_KEY, queryFn: () => apiGet('/api/notifications', async () => (await import(/* webpackChunkName: "contract-notifications" */ '@app/contracts/notifications')).notificationListSchema) });
