import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ChatSession } from '@app/contracts/chat';
import { PersonalityBadge } from '../../../lib/personality-badge';
import { Badge } from '@app/ui/badge';
import { MedalBadge } from '@app/ui/medal-badge';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { SmallText } from '@app/ui/small-text';

export function HistoryItem({ session }: { session: ChatSession }) {
  const { t, i18n } = useTranslation('chat');
  const when = new Date(session.completedAt ?? session.createdAt).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <Item to={`/chat/sessions/${session.id}`} data-testid="history-item">
      <PersonalityBadge type={session.personality} size="sm" />
      <Body>
        <strong>{session.scenarioTitle}</strong>
        <SmallText>
          {t(`personalities.${session.personality}.title`)} · {t(`difficulty.${session.difficulty}.label`)}
        </SmallText>
        <SmallText>
          {when} · {t('history.messages', { count: session.messageCount })}
        </SmallText>
        <Row $justify="between">
          {session.completed ? (
            <Row $wrap $gap="xs">
              <ScorePill score={session.score}>{t('history.score', { score: session.score })}</ScorePill>
              {session.medal && <MedalBadge medal={session.medal} label={t(`scorecard.medal.${session.medal}`)} />}
            </Row>
          ) : (
            <Badge>{t('history.inProgress')}</Badge>
          )}
          <Action>{session.completed ? t('history.view') : t('history.resume')}</Action>
        </Row>
      </Body>
      <ChevronRight aria-hidden size={20} />
    </Item>
  );
}

const Item = styled(Link)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Action = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;
