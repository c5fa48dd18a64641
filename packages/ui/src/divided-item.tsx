import styled from 'styled-components';

/**
 * One entry of a plain list whose entries are set apart by a line, not boxed as cards (question
 * rows, audit entries, stored recordings): a line between two entries, its lines stacked, long words wrapping, paragraphs
 * without margins.
 */
export const DividedItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0;
  min-width: 0;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  &:first-child { padding-top: 0; }
  &:last-child { padding-bottom: 0; }
  overflow-wrap: anywhere;
  > p { margin: 0; }
`;
