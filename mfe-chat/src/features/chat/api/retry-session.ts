import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { createdSessionSchema, type ChatSession } from '@app/contracts/chat';
import { chatKeys } from '../../../lib/query-keys';

/** "Try again": a new session on the same scenario, client personality and difficulty (POST /api/sessions). */
export function useRetrySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (done: Pick<ChatSession, 'scenarioKey' | 'personality' | 'difficulty'>) =>
      createdSessionSchema.parse(
        await apiRequest('POST', '/api/sessions', { type: 'chat', score: 0, scenarioId: done.scenarioKey, personality: done.personality, difficulty: done.difficulty }),
      ),
    onSuccess: ({ messages, ...session }) => {
      queryClient.setQueryData(chatKeys.session(session.id), session);
      queryClient.setQueryData(chatKeys.messages(session.id), messages);
    },
  });
}
