import styled from 'styled-components';

/** A native select in the kit's field style (the platform's picker on phones). */
export const Select = styled.select`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;
