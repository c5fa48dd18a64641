import styled from 'styled-components';
import type { space } from './tokens';

/** Equal columns at every width (two figures a row even on a phone); its children fill their row's height. */
export const Grid = styled.div<{ $columns?: number; $gap?: keyof typeof space }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;
