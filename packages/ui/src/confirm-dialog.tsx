import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@app/ui/components';
import { Dialog } from './dialog';

interface Props {
  open: boolean;
  /** Called with false on Cancel and Escape; ignored while the action runs (it cannot be taken back). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while `pending` (defaults to confirmLabel). */
  pendingLabel?: string;
  /** A destructive action: the confirm button is drawn as danger. */
  destructive?: boolean;
  /** The action is running: both buttons wait, and the dialog stays open until the caller closes it. */
  pending?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an action that cannot be undone, in place of window.confirm: an alert dialog with the
 * caller's (translated) texts, focus on Cancel when it opens so Enter never destroys by accident.
 * The caller closes it when its action settles.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, pendingLabel, destructive = false, pending = false, onConfirm }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  const close = (next: boolean) => {
    if (!next && pending) return;
    onOpenChange(next);
  };
  // aria-disabled rather than disabled while pending: a disabled button drops the focus out of the dialog.
  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description} initialFocus={cancel} alert>
      <Actions>
        <ActionButton
          type="button"
          $variant={destructive ? 'danger' : 'primary'}
          aria-disabled={pending || undefined}
          aria-busy={pending || undefined}
          onClick={() => !pending && onConfirm()}
        >
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </ActionButton>
        <ActionButton ref={cancel} type="button" $variant="ghost" aria-disabled={pending || undefined} onClick={() => close(false)}>
          {cancelLabel}
        </ActionButton>
      </Actions>
    </Dialog>
  );
}

// One column of full-width buttons: long labels ("Delete My Account", Russian texts) never squeeze at 390px.
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin-top: ${({ theme }) => theme.space.md};
`;

const ActionButton = styled(Button)`
  width: 100%;
  &[aria-disabled='true'] { opacity: 0.55; cursor: progress; }
`;
