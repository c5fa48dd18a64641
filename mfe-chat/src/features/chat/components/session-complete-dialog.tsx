import { Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@app/ui/components';
import { scoreColor } from '@app/ui/tokens';

interface Props {
  score: number;
  onTryAnother: () => void;
  onDashboard: () => void;
}

/** Spec §2.7: "Session Complete!", "Great Work!", the average score out of 100 and two ways on. */
export function SessionCompleteDialog({ score, onTryAnother, onDashboard }: Props) {
  const { t } = useTranslation('chat');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  // On the body: the shell's layout keeps its navigation above anything inside the page.
  return createPortal(
    <Backdrop>
      <Dialog role="dialog" aria-modal="true" aria-labelledby="session-complete-title" aria-describedby="session-complete-score">
        <Trophy aria-hidden size={40} />
        <Title id="session-complete-title">{t('complete.title')}</Title>
        <p>{t('complete.greatWork')}</p>
        <Score id="session-complete-score" $color={scoreColor(score)}>
          <span>{t('complete.scoreLabel')}</span>
          <strong data-testid="final-score">{t('complete.score', { score })}</strong>
        </Score>
        <Actions>
          <Button ref={first} type="button" onClick={onTryAnother}>
            {t('complete.tryAnother')}
          </Button>
          <Button type="button" $variant="ghost" onClick={onDashboard}>
            {t('complete.backToDashboard')}
          </Button>
        </Actions>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: rgba(0, 0, 0, 0.6);
`;

const Dialog = styled.div`
  width: 100%;
  max-width: 360px;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  p { margin: 0; }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

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

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;
