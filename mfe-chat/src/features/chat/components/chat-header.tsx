import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@app/ui/components';
import type { ChatSession } from '@app/contracts/chat';
import { IconButton } from '../../../lib/option-button';
import { PersonalityBadge } from '../../../lib/personality-badge';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { SectionHeading } from '@app/ui/section-heading';

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
        <SectionHeading as="h1" $size="sm">{t(`personalities.${session.personality}.title`)}</SectionHeading>
        <Row $wrap>
          <Scenario data-testid="chat-scenario-title">{session.scenarioTitle}</Scenario>
          <ScorePill score={score} testId="session-score">
            {t('session.score', { score })}
          </ScorePill>
        </Row>
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
