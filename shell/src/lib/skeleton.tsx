import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.45; }`;

/** A grey placeholder block while data loads; the global style stops the pulse for reduced motion. */
export const Skeleton = styled.div<{ $height?: string; $width?: string; $round?: boolean }>`
  height: ${({ $height = '16px' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radius.md)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
