import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatMessage } from '@app/contracts/chat';
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
    <List role="log" aria-live="polite" aria-label={t('title')}>
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
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
`;
