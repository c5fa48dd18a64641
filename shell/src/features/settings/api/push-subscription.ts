import { apiGet, apiRequest } from '@app/api-client/http';
import { pushPublicKeySchema, type PushSubscriptionBody } from '@app/contracts/push';

export const getPushPublicKey = async () => (await apiGet('/api/push/public-key', pushPublicKeySchema)).publicKey;
export const savePushSubscription = (body: PushSubscriptionBody) => apiRequest<void>('POST', '/api/push/subscriptions', body);
export const removePushSubscription = (endpoint: string) => apiRequest<void>('POST', '/api/push/subscriptions/remove', { endpoint });
