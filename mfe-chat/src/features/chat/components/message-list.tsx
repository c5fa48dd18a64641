import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@app/contracts/chat';
import { Stack } from '@app/ui/components';
import type { PendingExchange } from '../hooks/use-send-message';
import { FeedbackCard } from './feedback-card';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

interface Props {
  messages: ChatMessage[];
  pending: PendingExchange | null;
}

export function MessageList({ messages, pending }: Props) {
  const { t } = useTranslation('chat');
  return (
    <Stack role="log" aria-live="polite" aria-label={t('title')}>
      {messages.map((m) => (
        <Fragment key={m.id}>
          <MessageBubble isAgent={m.isAgent}>{m.content}</MessageBubble>
          {m.isAgent && m.feedback && <FeedbackCard feedback={m.feedback} messageId={m.id} />}
        </Fragment>
      ))}
      {pending && (
        <>
          <MessageBubble isAgent pending>
            {pending.content}
          </MessageBubble>
          {/* The reply shows as it is written; dots until the first words arrive. */}
          {pending.reply ? <MessageBubble isAgent={false}>{pending.reply}</MessageBubble> : <TypingIndicator />}
        </>
      )}
    </Stack>
  );
}
