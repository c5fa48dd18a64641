import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@app/ui/components';
import type { ChatSession } from '@app/contracts/chat';
import { IconButton } from '../../../lib/option-button';
import { PersonalityBadge } from '../../../lib/personality-badge';
import { ScorePill } from '@app/ui/score-pill';

interface Props {
  session: ChatSession;
  score: number;
  backLabel: string;
  onBack: () => void;
  /** Absent in a read-only transcript. */
  end?: { disabled: boolean; ending: boolean; onEnd: () => void };
}

/** Spec §2.7: back arrow, personality badge and name, scenario title, "Score: N" and End. */
export function ChatHeader({ session, score, backLabel, onBack, end }: Props) {
  const { t } = useTranslation('chat');
  return (
    <Header>
      <IconButton type="button" onClick={onBack} aria-label={backLabel}>
        <ArrowLeft aria-hidden size={20} />
      </IconButton>
      <PersonalityBadge type={session.personality} size="sm" />
      <Titles>
        <Name>{t(`personalities.${session.personality}.title`)}</Name>
        <SubLine>
          <Scenario data-testid="chat-scenario-title">{session.scenarioTitle}</Scenario>
          <ScorePill score={score} testId="session-score">
            {t('session.score', { score })}
          </ScorePill>
        </SubLine>
      </Titles>
      {end && (
        <EndButton type="button" $variant="danger" disabled={end.disabled} onClick={end.onEnd}>
          {end.ending ? t('session.ending') : t('session.end')}
        </EndButton>
      )}
    </Header>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `-${theme.space.lg} -${theme.space.lg} 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.bg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

// Long names (Russian ones especially) wrap rather than lose their end.
const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.3;
`;

// The title wraps (Russian titles are long at 390 px); the score pill moves under it when needed.
const SubLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px ${({ theme }) => theme.space.sm};
  margin-top: 2px;
`;

const Scenario = styled.p`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: normal;
  overflow-wrap: anywhere;
`;

const EndButton = styled(Button)`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
