import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './http';

/** Every cached read of one user lives under this key; a change to the user invalidates it. */
export const userKey = (userId: number) => ['users', userId] as const;

// The home reads it on its first screen: the contract loads beside the call (http.ts ContractLoader).
const summarySchema = async () => (await import(/* webpackChunkName: "contract-user-summary" */ '@app/contracts/user-summary')).userSummarySchema;

/** GET /api/user/:id: the user's stats and stored DISC profile (null until an assessment or inference). */
export const userSummaryQuery = (userId: number) =>
  queryOptions({ queryKey: [...userKey(userId), 'summary'] as const, queryFn: () => apiGet(`/api/user/${userId}`, summarySchema) });
