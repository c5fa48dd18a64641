import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatMessage, ChatSession } from '@app/contracts/chat';
import { chatKeys } from '@app/api-client/chat';
import { sendMessage } from '@app/api-client/chat-stream';

/** The message on its way and the client's reply as far as it has been written. */
export interface PendingExchange {
  content: string;
  reply: string;
}

export function useSendMessage(sessionId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const [clientEnded, setClientEnded] = useState(false);
  const mutation = useMutation({
    mutationFn: (content: string) =>
      sendMessage({ sessionId, content }, (event) =>
        setPending((p) => p && { ...p, reply: event.type === 'delta' ? p.reply + event.text : '' }),
      ),
    onMutate: (content) => setPending({ content, reply: '' }),
    onSuccess: ({ reply, clientEnded: ended, ...agent }) => {
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(sessionId), (old = []) => [...old, agent, reply]);
      queryClient.setQueryData<ChatSession>(chatKeys.session(sessionId), (s) => s && { ...s, messageCount: s.messageCount + 2 });
      setClientEnded(ended);
    },
    onSettled: () => setPending(null),
  });
  return { send: mutation.mutateAsync, isSending: mutation.isPending, pending, clientEnded };
}
