import styled from 'styled-components';

/** A 44 px round button for an icon; give it an aria-label. */
export const IconButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  padding: 0;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
`;
