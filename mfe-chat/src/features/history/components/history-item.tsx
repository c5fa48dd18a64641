import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ChatSession } from '@app/contracts/chat';
import { Chip } from '../../../lib/option-button';
import { PersonalityBadge } from '../../../lib/personality-badge';
import { MedalBadge } from '@app/ui/medal-badge';
import { ScorePill } from '@app/ui/score-pill';

export function HistoryItem({ session }: { session: ChatSession }) {
  const { t, i18n } = useTranslation('chat');
  const when = new Date(session.completedAt ?? session.createdAt).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <Item to={`/chat/sessions/${session.id}`} data-testid="history-item">
      <PersonalityBadge type={session.personality} size="sm" />
      <Body>
        <Title>{session.scenarioTitle}</Title>
        <Meta>
          {t(`personalities.${session.personality}.title`)} · {t(`difficulty.${session.difficulty}.label`)}
        </Meta>
        <Meta>
          {when} · {t('history.messages', { count: session.messageCount })}
        </Meta>
        <Row>
          {session.completed ? (
            <Badges>
              <ScorePill score={session.score}>{t('history.score', { score: session.score })}</ScorePill>
              {session.medal && <MedalBadge medal={session.medal} label={t(`scorecard.medal.${session.medal}`)} />}
            </Badges>
          ) : (
            <Chip>{t('history.inProgress')}</Chip>
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

const Title = styled.span`
  font-weight: 700;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Action = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;
