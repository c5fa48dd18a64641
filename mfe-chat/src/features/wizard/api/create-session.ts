import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { createdSessionSchema, type ChatDifficulty, type DiscType } from '@app/contracts/chat';
import { chatKeys } from '../../../lib/query-keys';

export interface CreateSessionInput {
  scenarioKey: string;
  personality: DiscType;
  difficulty: ChatDifficulty;
}

/**
 * POST /api/sessions. The spec's fields (type, score) travel too; the server takes the user from
 * the token and writes the scenario text itself, so only the selection matters.
 */
export async function createSession({ scenarioKey, personality, difficulty }: CreateSessionInput) {
  const body = { type: 'chat', score: 0, scenarioId: scenarioKey, personality, difficulty };
  return apiRequest('POST', '/api/sessions', body, createdSessionSchema);
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: ({ messages, ...session }) => {
      // The chat opens on these at once instead of asking again.
      queryClient.setQueryData(chatKeys.session(session.id), session);
      queryClient.setQueryData(chatKeys.messages(session.id), messages);
    },
  });
}
