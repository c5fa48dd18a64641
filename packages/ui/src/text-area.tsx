import styled from 'styled-components';
import { fieldStyle } from '@app/ui/components';

/** A multi-line text field in the kit's field style. */
export const TextArea = styled.textarea`
  ${fieldStyle}
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.md};
  font: inherit;
  resize: vertical;
`;
