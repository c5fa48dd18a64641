import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** "← Back" link with a full touch target. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Back to={to}>
      <span aria-hidden>←</span> {children}
    </Back>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.touch};
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  text-decoration: none;
`;

/** A text link (inline in a sentence or on its own) with a 44 px touch target: taller and wider than its words. */
export const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touch};
  min-width: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.xs};
  vertical-align: middle;
  font-weight: 600;
`;

/** A router link that looks like a button (navigation, not an action). */
export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'ghost' ? theme.colors.border : 'transparent')};
  background: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primaryText : theme.colors.text)};
  font-weight: 600;
  text-decoration: none;
`;
