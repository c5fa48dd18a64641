import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Centered, Muted, Screen, Spinner } from '@app/ui/components';
import { MIN_MESSAGES_TO_END, sessionScore, type ChatMessage, type ChatSession } from '@app/contracts/chat';
import { messagesQuery, sessionQuery } from '@app/api-client/chat';
import { ApiError } from '@app/api-client/http';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { useCreateSession } from '../../../lib/use-create-session';
import { useEndSession } from '../hooks/use-end-session';
import { useScrollToEnd } from '../hooks/use-scroll-to-end';
import { useSendMessage } from '../hooks/use-send-message';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { MessageList } from './message-list';
import { SessionCompleteDialog } from './session-complete-dialog';

/** /chat/sessions/:id: the live chat of an unfinished session of one's own, else its read-only transcript. */
export function SessionPage() {
  const { t } = useTranslation('chat');
  const id = Number(useParams().id);
  const session = useQuery(sessionQuery(id));
  const messages = useQuery(messagesQuery(id));

  if (session.isPending || messages.isPending) {
    return (
      <Centered aria-busy="true">
        <Spinner />
        <span>{t('common:loading')}</span>
      </Centered>
    );
  }
  if (session.isError || messages.isError) {
    const missing = [session.error, messages.error].some((e) => e instanceof ApiError && (e.status === 404 || e.status === 403));
    return (
      <Screen>
        <Centered role="alert">
          <Muted>{missing ? t('session.notFound') : t('session.loadFailed')}</Muted>
          <Button type="button" onClick={() => void Promise.all([session.refetch(), messages.refetch()])}>
            {t('common:retry')}
          </Button>
        </Centered>
      </Screen>
    );
  }
  return <ChatView sessionId={id} session={session.data} messages={messages.data} />;
}

/** The page's queries keep `session` and `messages` current; this renders them. */
function ChatView({ sessionId, session, messages }: { sessionId: number; session: ChatSession; messages: ChatMessage[] }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { user, toast } = useRemoteProps();
  const { send, isSending, pending, clientEnded } = useSendMessage(sessionId);
  const end = useEndSession(sessionId);
  const retry = useCreateSession();
  const [finalScore, setFinalScore] = useState<number | null>(null);
  const endRef = useScrollToEnd(`${messages.length}|${pending?.content ?? ''}|${pending?.reply.length ?? 0}`);

  const readOnly = session.completed || session.userId !== user.id;
  const liveScore = session.completed ? session.score : sessionScore(messages);

  const onSend = async (content: string) => {
    try {
      await send(content);
      return true;
    } catch {
      toast({ title: t('session.sendFailed'), variant: 'destructive' });
      return false;
    }
  };

  const onEnd = () =>
    end.mutate(liveScore, {
      onSuccess: (done) => setFinalScore(done.score),
      onError: () => toast({ title: t('session.endFailed'), variant: 'destructive' }),
    });

  return (
    <Page $withInput={!readOnly}>
      <ChatHeader
        session={session}
        score={liveScore}
        // Leaving an active chat clears it (spec §4); it stays in the history to resume.
        backLabel={readOnly ? t('session.backToHistory') : t('session.back')}
        onBack={() => navigate(readOnly ? '/chat/history' : '/chat')}
        end={readOnly ? undefined : { disabled: messages.length < MIN_MESSAGES_TO_END || end.isPending || isSending, ending: end.isPending, onEnd }}
      />
      <MessageList messages={messages} pending={pending} />
      {readOnly && <Muted role="status">{t('session.completed', { score: session.score })}</Muted>}
      {!readOnly && clientEnded && <Muted role="status">{t('session.clientEnded')}</Muted>}
      {!readOnly && messages.length < MIN_MESSAGES_TO_END && !pending && <Muted>{t('session.endHint')}</Muted>}
      <End ref={endRef} />
      {!readOnly && <ChatInput disabled={isSending || end.isPending} onSend={onSend} />}
      {finalScore !== null && (
        <SessionCompleteDialog
          sessionId={sessionId}
          score={finalScore}
          retrying={retry.isPending}
          onTryAgain={() =>
            retry.mutate(session, {
              onSuccess: (next) => {
                setFinalScore(null);
                navigate(`/chat/sessions/${next.id}`);
              },
              onError: () => toast({ title: t('wizard.startFailed'), variant: 'destructive' }),
            })
          }
          onTryAnother={() => navigate('/chat')}
          onDashboard={() => navigate('/')}
          onClose={() => setFinalScore(null)}
        />
      )}
    </Page>
  );
}

const Page = styled(Screen)<{ $withInput: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  /* Room for the fixed input bar above the bottom navigation. */
  padding-bottom: ${({ theme, $withInput }) => `calc(${theme.layout.navHeight} + ${$withInput ? '96px' : theme.space.xl})`};
`;

const End = styled.div`
  scroll-margin-bottom: calc(${({ theme }) => theme.layout.navHeight} + 96px);
`;
