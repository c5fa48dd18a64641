import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@app/ui/button';
import { DiscBadge } from '@app/ui/disc-badge';
import type { ChatSession } from '@app/contracts/chat';
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
      <Button type="button" $variant="ghost" $size="icon" onClick={onBack} aria-label={backLabel}>
        <ArrowLeft aria-hidden size={20} />
      </Button>
      <DiscBadge type={session.personality} size="sm" />
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
        <Button type="button" $variant="danger" $size="sm" disabled={end.disabled} onClick={end.onEnd}>
          {end.ending ? t('session.ending') : t('session.end')}
        </Button>
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

// Smaller than the kit's SmallText: the sticky header keeps to two short lines above the chat.
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
