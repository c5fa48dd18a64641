import styled from 'styled-components';

/**
 * A surface that groups one subject: a section by default (`as="article"`, `as="li"` where it is one
 * of many); `$featured` outlines the one card a screen puts first (the day's challenge).
 */
export const Card = styled.section<{ $featured?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $featured }) => ($featured ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** The card's title and description as one block; a Stack around the card's parts spaces it from the rest. */
export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The card's heading: an h2 by default (`as="h3"` under a section heading, `as="h1"` for a screen's only card). */
export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.3;
`;

/** The muted line under a card's title. */
export const CardDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
