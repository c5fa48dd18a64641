import styled from 'styled-components';

/** Secondary detail under a title (dates, counts, who did what): small and muted. */
export const SmallText = styled.small`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
