import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@app/ui/button';
import { Muted, Stack } from '@app/ui/components';
import { Dialog } from '@app/ui/dialog';
import { ScorecardView } from '@app/ui/scorecard-view';
import { scoreColor } from '@app/ui/tokens';
import { sessionScorecardQuery } from '@app/api-client/chat';

interface Props {
  sessionId: number;
  score: number;
  /** A new session on the same scenario, personality and difficulty. */
  onTryAgain: () => void;
  retrying: boolean;
  onTryAnother: () => void;
  onDashboard: () => void;
  /** Escape or a click outside: the dialog closes and the finished transcript stays. */
  onClose: () => void;
}

/** Spec §2.7: "Session Complete!", "Great Work!", the average score out of 100 and two ways on; then the scenario's scorecard and "Try again". */
export function SessionCompleteDialog({ sessionId, score, onTryAgain, retrying, onTryAnother, onDashboard, onClose }: Props) {
  const { t } = useTranslation('chat');
  // The kit's card reads its texts from chat:scorecard (a chat session's own wording).
  const { t: cardText } = useTranslation('chat', { keyPrefix: 'scorecard' });
  const card = useQuery(sessionScorecardQuery(sessionId));
  const first = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('complete.title')}
      description={
        // The dialog centres its description, so the trophy and the lines stack centred without a wrapper.
        <>
          <Trophy aria-hidden size={40} />
          <p>{t('complete.greatWork')}</p>
          <Score $color={scoreColor(score)}>
            <span>{t('complete.scoreLabel')}</span>
            <strong data-testid="final-score">{t('complete.score', { score })}</strong>
          </Score>
        </>
      }
      initialFocus={first}
    >
      {card.data ? <ScorecardView card={card.data} t={cardText} testId="session-scorecard" /> : card.isError ? <Muted role="status">{t('scorecard.loadFailed')}</Muted> : null}
      <Stack $gap="sm">
        <Button ref={first} type="button" onClick={onTryAgain} disabled={retrying}>
          {t('scorecard.tryAgain')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onTryAnother}>
          {t('complete.tryAnother')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onDashboard}>
          {t('complete.backToDashboard')}
        </Button>
      </Stack>
    </Dialog>
  );
}

const Score = styled.div<{ $color: string }>`
  display: flex;
  flex-direction: column;
  margin: ${({ theme }) => theme.space.md} 0;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  /* The colour marks the band; the figure stays in text colour for contrast in both themes. */
  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    border-bottom: 4px solid ${({ $color }) => $color};
  }
`;
