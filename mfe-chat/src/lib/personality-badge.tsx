import styled from 'styled-components';
import type { DiscType } from '@app/contracts/chat';

/** The DISC letter in its fixed colour (D red, I yellow, S green, C blue). */
export function PersonalityBadge({ type, size = 'md' }: { type: DiscType; size?: 'sm' | 'md' }) {
  return (
    <Badge aria-hidden $type={type} $size={size}>
      {type}
    </Badge>
  );
}

const Badge = styled.span<{ $type: DiscType; $size: 'sm' | 'md' }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => ($size === 'sm' ? '28px' : '40px')};
  height: ${({ $size }) => ($size === 'sm' ? '28px' : '40px')};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $type }) => theme.semantic.disc[$type]};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 800;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
`;
