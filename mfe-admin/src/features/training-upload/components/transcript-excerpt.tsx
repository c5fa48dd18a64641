import styled from 'styled-components';

/**
 * The start of a transcript, two lines of it in small muted text: enough to recognise the call in
 * the upload queue and in the stored list (their cards show the rest of what matters).
 */
export const TranscriptExcerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
