import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card, Heading, Muted, Screen, Stack } from '@app/ui/components';
import { EmptyState } from '@app/ui/empty-state';
import { LinkButton } from '@app/ui/links';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Button } from '@app/ui/button';
import { sessionsQuery } from '@app/api-client/chat';
import { HistoryItem } from './history-item';
import { LoadError } from '@app/shell-sdk/load-error';

/** /chat/history: past sessions with their scores; each opens its transcript, unfinished ones resume. */
export function HistoryPage() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { user } = useRemoteProps();
  const sessions = useQuery(sessionsQuery(user.id));
  return (
    <Screen>
      <Stack $gap="sm">
        <Row $gap="md">
          <Button type="button" $variant="ghost" $size="icon" onClick={() => navigate('/chat')} aria-label={t('history.back')}>
            <ArrowLeft aria-hidden size={20} />
          </Button>
          <Heading style={{ margin: 0 }}>{t('history.title')}</Heading>
        </Row>
        <Muted>{t('history.subtitle')}</Muted>
      </Stack>
      {sessions.isPending && <Muted aria-busy="true">{t('common:loading')}</Muted>}
      {sessions.isError && <LoadError title={t('history.failed')} onRetry={() => void sessions.refetch()} />}
      {sessions.data?.length === 0 && (
        <Card>
          <EmptyState action={<LinkButton to="/chat">{t('history.emptyAction')}</LinkButton>}>
            <Stack as="span" $gap="sm">
              <MessageSquare aria-hidden size={32} />
              <strong>{t('history.empty')}</strong>
              <span>{t('history.emptyHint')}</span>
            </Stack>
          </EmptyState>
        </Card>
      )}
      <List role="list" $gap="md">
        {sessions.data?.map((s) => (
          <li key={s.id}>
            <HistoryItem session={s} />
          </li>
        ))}
      </List>
    </Screen>
  );
}
