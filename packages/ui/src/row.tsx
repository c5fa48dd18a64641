import styled from 'styled-components';
import type { space } from './tokens';

type Gap = keyof typeof space;

/**
 * Things side by side, centred on one line: `$justify` 'between' pushes them apart, `$wrap` lets
 * them flow onto the next line on a phone, `$gap` spaces them (default sm).
 */
export const Row = styled.div<{ $gap?: Gap; $justify?: 'start' | 'between' | 'end'; $wrap?: boolean; $align?: 'center' | 'start' | 'baseline' }>`
  display: flex;
  align-items: ${({ $align = 'center' }) => ($align === 'start' ? 'flex-start' : $align)};
  justify-content: ${({ $justify = 'start' }) => ({ start: 'flex-start', between: 'space-between', end: 'flex-end' })[$justify]};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  min-width: 0;
`;
