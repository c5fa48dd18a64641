import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * During a call the conversation owns the screen: the call bar, the client's lines and the answer
 * box fill exactly the viewport above the bottom navigation, and the stage is scrolled to when the
 * call starts, so nothing the agent needs is below the fold (390 px phones included).
 */
export function CallStage({ children }: { children: ReactNode }) {
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    stage.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Stage ref={stage} data-testid="call-stage">
      {children}
    </Stage>
  );
}

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: calc(100dvh - ${({ theme }) => theme.layout.navHeight} - ${({ theme }) => theme.space.lg} * 2 - env(safe-area-inset-bottom, 0px));
  min-height: 420px;
  scroll-margin-top: ${({ theme }) => theme.space.lg};
`;
