import styled from 'styled-components';
import type { space } from './tokens';

type Gap = keyof typeof space;

/**
 * A list without bullets whose items are spaced by the theme: `$gap` (default sm), `$columns`
 * 'auto' for cards side by side where they fit (one column on a phone), `$wide` for two columns
 * from 720 px on, `$inline` for short items side by side, wrapping (facts, tags).
 */
export const List = styled.ul<{ $gap?: Gap; $columns?: 'auto'; $wide?: boolean; $inline?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  ${({ $columns }) => ($columns === 'auto' ? 'grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));' : '')}
  ${({ $wide }) => ($wide ? '@media (min-width: 720px) { grid-template-columns: 1fr 1fr; }' : '')}
  ${({ $inline }) => ($inline ? 'display: flex; flex-wrap: wrap;' : '')}
`;

/** A numbered list spaced like List. */
export const OrderedList = styled(List).attrs({ as: 'ol' })``;
