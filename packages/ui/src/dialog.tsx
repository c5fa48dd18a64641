import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import styled from 'styled-components';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Read with the name when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Focused when the dialog opens (defaults to the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * An alert dialog (role alertdialog) that interrupts to ask for a decision: a click outside
   * does not dismiss it, only its own buttons and Escape do (the WAI-ARIA alert dialog pattern).
   */
  alert?: boolean;
  /**
   * A form dialog: wider, read from the left, and a click outside does not dismiss it (typed input
   * is not lost to a stray tap); Escape and its own buttons close it.
   */
  form?: boolean;
}

/**
 * A modal dialog: focus moves in and stays inside, Escape and a click outside close it, focus goes
 * back where it was, and the page behind is hidden from screen readers (Radix Dialog). Portalled
 * to the body, so the shell's navigation never covers it.
 */
export function Dialog({ open, onOpenChange, title, description, children, initialFocus, alert = false, form = false }: Props) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          $form={form}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          {...(alert ? { role: 'alertdialog' } : {})}
          {...(alert || form ? { onPointerDownOutside: (event: Event) => event.preventDefault() } : {})}
          // Without a description Radix wants aria-describedby explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Title>{title}</Title>
          {description && <RadixDialog.Description asChild><div>{description}</div></RadixDialog.Description>}
          {children}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(0, 0, 0, 0.6);
`;

const Content = styled(RadixDialog.Content)<{ $form: boolean }>`
  position: fixed;
  z-index: 1001;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: calc(100% - 2 * ${({ theme }) => theme.space.lg});
  max-width: ${({ $form }) => ($form ? '440px' : '360px')};
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.lg});
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  align-items: ${({ $form }) => ($form ? 'stretch' : 'center')};
  text-align: ${({ $form }) => ($form ? 'start' : 'center')};
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $form }) => ($form ? theme.space.lg : theme.space.xl)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  p { margin: 0; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;
