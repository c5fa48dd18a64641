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
