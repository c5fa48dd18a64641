import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { chatMessageSchema } from '@app/contracts/chat';
import { chatKeys } from '../../../lib/query-keys';

export const messagesQuery = (sessionId: number) =>
  queryOptions({
    queryKey: chatKeys.messages(sessionId),
    queryFn: async () => apiGet(`/api/sessions/${sessionId}/messages`, chatMessageSchema.array()),
  });

export const useMessages = (sessionId: number) => useQuery(messagesQuery(sessionId));
