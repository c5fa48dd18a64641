import { Link } from 'react-router-dom';
import styled from 'styled-components';
// Through the shared entry: a relative import would give this entry its own copy of the button.
import { buttonStyle } from '@app/ui/components';

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

/** A router link that looks like a button (navigation, not an action); the button's own styles. */
export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'ghost' }>`
  ${buttonStyle}
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;
