import styled from 'styled-components';

/**
 * A section's title inside a screen or a card: an h2 by default (`as="h3"` below it), `$size` md
 * (default) or lg, with the small space below it that every section uses.
 */
export const SectionHeading = styled.h2<{ $size?: 'sm' | 'md' | 'lg' }>`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme, $size = 'md' }) => theme.fontSize[$size]};
  line-height: 1.3;
`;
