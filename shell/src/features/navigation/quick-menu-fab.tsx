import { Plus, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import styled from 'styled-components';

/** The round quick-menu button itself: the menu wraps it, and it stands in for the menu until that loads. */
export function QuickMenuFab({ open, label, ...rest }: { open: boolean; label: string } & ComponentProps<'button'>) {
  return (
    <Fab type="button" aria-label={label} data-testid="quick-menu-button" {...rest}>
      {open ? <X aria-hidden size={26} /> : <Plus aria-hidden size={26} />}
    </Fab>
  );
}

const Fab = styled.button`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: pointer;
`;
