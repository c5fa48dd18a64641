import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { sessionListSchema } from '@app/contracts/chat';
import { chatKeys } from '../../../lib/query-keys';

/** GET /api/users/:id/sessions: the user's chat sessions, most recent first. */
export const sessionsQuery = (userId: number) =>
  queryOptions({ queryKey: chatKeys.sessions(userId), queryFn: async () => apiGet(`/api/users/${userId}/sessions`, sessionListSchema) });

export const useSessions = (userId: number) => useQuery(sessionsQuery(userId));
