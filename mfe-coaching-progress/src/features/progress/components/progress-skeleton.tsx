import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

/** Grey blocks in the shape of the overview while the record loads. */
export function ProgressSkeleton() {
  const { t } = useTranslation('coaching');
  return (
    <Wrap role="status" aria-label={t('progress.loading')} data-testid="progress-skeleton">
      <Block $h={120} />
      <Row>
        <Block $h={72} />
        <Block $h={72} />
        <Block $h={72} />
      </Row>
      <Block $h={180} />
    </Wrap>
  );
}

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.sm};
`;

const Block = styled.div<{ $h: number }>`
  height: ${({ $h }) => $h}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
