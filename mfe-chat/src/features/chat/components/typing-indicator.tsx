import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

/** Three dots while the client "types"; still dots when the user prefers less motion. */
export function TypingIndicator() {
  const { t } = useTranslation('chat');
  return (
    <Wrap role="status" aria-label={t('session.typing')} data-testid="typing-indicator">
      <Dot />
      <Dot />
      <Dot />
    </Wrap>
  );
}

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.5; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

const Wrap = styled.div`
  align-self: flex-start;
  display: inline-flex;
  gap: 5px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.textMuted};
  animation: ${bounce} 1.2s infinite ease-in-out;
  &:nth-child(2) { animation-delay: 0.15s; }
  &:nth-child(3) { animation-delay: 0.3s; }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
