import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';

/** Radix dropdown menu in the design system's look: keyboard and screen-reader behaviour come from Radix. */
export const Menu = RadixMenu.Root;
export const MenuTrigger = RadixMenu.Trigger;
export const MenuPortal = RadixMenu.Portal;

export const MenuContent = styled(RadixMenu.Content)`
  z-index: 900;
  min-width: 220px;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const MenuItem = styled(RadixMenu.Item)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  cursor: pointer;
  outline: none;
  user-select: none;
  svg { flex: none; color: ${({ theme }) => theme.colors.textMuted}; }
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    svg { color: inherit; }
  }
`;

export const MenuLabel = styled(RadixMenu.Label)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const MenuSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.border};
`;
