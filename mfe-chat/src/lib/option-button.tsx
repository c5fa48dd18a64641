import styled from 'styled-components';

/** A whole card that is one choice: the card is the button, so it is one tab stop and one name. */
export const OptionButton = styled.button`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: ${({ theme }) => theme.space.lg};
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: pointer;
  transition: border-color 0.15s ease;
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.primary}; }
  &:disabled { opacity: 0.6; cursor: progress; }
`;

export const OptionBody = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  flex: 1;
`;

export const IconButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
