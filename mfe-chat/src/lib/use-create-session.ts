import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSession, seedCreatedSession } from '@app/api-client/chat';

/** Starts a chat (the wizard) or another on a finished one's selection ("Try again"); the chat opens on the answer. */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSession, onSuccess: (created) => seedCreatedSession(queryClient, created) });
}
