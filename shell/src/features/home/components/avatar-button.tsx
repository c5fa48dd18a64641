import type { ComponentProps } from 'react';
import styled from 'styled-components';
import type { CurrentUser } from '@app/contracts/user';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { initials } from '../initials';

/** The avatar button itself: the account menu wraps it, and it stands in for the menu until that loads. */
export function AvatarButton({ user, label, ...rest }: { user: CurrentUser; label: string } & ComponentProps<'button'>) {
  return (
    <Avatar type="button" data-testid="avatar-menu" {...rest}>
      {/* The name comes from the hidden text, so the visible initials never contradict it. */}
      <span aria-hidden>{initials(user.name)}</span>
      <VisuallyHidden>{`${label}: ${user.name}`}</VisuallyHidden>
    </Avatar>
  );
}

const Avatar = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  cursor: pointer;
`;
