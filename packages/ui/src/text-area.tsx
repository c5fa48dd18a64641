import styled from 'styled-components';

/** A multi-line text field in the kit's field style. */
export const TextArea = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;
