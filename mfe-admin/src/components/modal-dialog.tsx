import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

interface Props {
  title: string;
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal form dialog on the body (the shell's navigation stays above anything inside the page):
 * focus moves into it, Escape closes it, and focus goes back where it was.
 */
export function ModalDialog({ title, titleId, onClose, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    return () => previous?.focus?.();
  }, []);
  return createPortal(
    <Backdrop onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Title id={titleId}>{title}</Title>
        {children}
      </Box>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(0, 0, 0, 0.6);
`;

const Box = styled.div`
  width: 100%;
  max-width: 440px;
  max-height: 90dvh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
