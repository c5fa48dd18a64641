import type { ReactNode } from 'react';
import styled from 'styled-components';

/** What a list or a section says when it has nothing yet, with an optional way forward. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box>
      <p>{children}</p>
      {action}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0; }
`;

/** The muted line alone, where the empty state sits inside a sentence-sized space. */
export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
