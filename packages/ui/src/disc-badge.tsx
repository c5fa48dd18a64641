import styled from 'styled-components';
import { palette, type semantic } from '@app/ui/tokens';

type Disc = keyof typeof semantic.disc;
type Size = 'xs' | 'sm' | 'md';
const SIDE: Record<Size, string> = { xs: '24px', sm: '28px', md: '40px' };

/** A DISC letter in its fixed colour (D red, I yellow, S green, C blue); the words around it say what it means. */
export function DiscBadge({ type, size = 'md' }: { type: Disc; size?: Size }) {
  return (
    <Letter aria-hidden $type={type} $side={SIDE[size]} $small={size !== 'md'}>
      {type}
    </Letter>
  );
}

const Letter = styled.span<{ $type: Disc; $side: string; $small: boolean }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $side }) => $side};
  height: ${({ $side }) => $side};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $type }) => theme.semantic.disc[$type]};
  /* Dark text reads on all four colours in both themes (white on the yellow I did not). */
  color: ${palette.dark.bg};
  font-weight: 800;
  font-size: ${({ theme, $small }) => ($small ? theme.fontSize.sm : theme.fontSize.md)};
`;
