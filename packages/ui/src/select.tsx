import styled from 'styled-components';
import { fieldStyle } from '@app/ui/components';

/** A native select in the kit's field style (the platform's picker on phones). */
export const Select = styled.select`
  ${fieldStyle}
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.md};
`;
