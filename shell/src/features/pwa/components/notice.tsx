import styled from 'styled-components';

/** A card in the stack above the bottom navigation (install banner, mode card, offline notice). */
export const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.4;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  pointer-events: auto;
  > svg { flex: none; margin-top: 12px; color: ${({ theme }) => theme.colors.primary}; }
`;
