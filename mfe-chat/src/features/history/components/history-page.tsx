import { ArrowLeft, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Heading, Muted, Screen, Stack } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { IconButton } from '../../../lib/option-button';
import { useSessions } from '../api/get-sessions';
import { HistoryItem } from './history-item';
import { LoadError } from '@app/shell-sdk/load-error';

/** /chat/history: past sessions with their scores; each opens its transcript, unfinished ones resume. */
export function HistoryPage() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { user } = useRemoteProps();
  const sessions = useSessions(user.id);
  return (
    <Screen>
      <Top>
        <IconButton type="button" onClick={() => navigate('/chat')} aria-label={t('history.back')}>
          <ArrowLeft aria-hidden size={20} />
        </IconButton>
        <Heading style={{ margin: 0 }}>{t('history.title')}</Heading>
      </Top>
      <Muted>{t('history.subtitle')}</Muted>
      {sessions.isPending && <Muted aria-busy="true">{t('common:loading')}</Muted>}
      {sessions.isError && <LoadError title={t('history.failed')} onRetry={() => void sessions.refetch()} />}
      {sessions.data?.length === 0 && (
        <Card>
          <Empty>
            <MessageSquare aria-hidden size={32} />
            <strong>{t('history.empty')}</strong>
            <Muted>{t('history.emptyHint')}</Muted>
            <LinkButton to="/chat">{t('history.emptyAction')}</LinkButton>
          </Empty>
        </Card>
      )}
      <Stack as="ul" role="list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sessions.data?.map((s) => (
          <li key={s.id}>
            <HistoryItem session={s} />
          </li>
        ))}
      </Stack>
    </Screen>
  );
}

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.sm};
`;
