import styled, { keyframes } from 'styled-components';
import type { radius } from './tokens';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

interface SkeletonProps {
  /** CSS lengths; the width defaults to the whole line. */
  $width?: string;
  $height?: string;
  $radius?: keyof typeof radius;
}

/** A placeholder block in the shape of what is loading; hidden from screen readers (the list says it is busy). */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<SkeletonProps>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme, $radius = 'md' }) => theme.radius[$radius]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surface} 30%,
    ${({ theme }) => theme.colors.surfaceRaised} 50%,
    ${({ theme }) => theme.colors.surface} 70%
  );
  background-size: 300% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
