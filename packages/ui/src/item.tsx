import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

function ItemBase({ asChild, ...props }: ComponentPropsWithRef<'div'> & { asChild?: boolean }) {
  const Component = asChild ? Slot : 'div';
  return <Component {...props} />;
}

/**
 * A row-shaped card for one thing in a list: something before (an icon, a badge), its content,
 * something after. With asChild the whole card is the child (a button or a router Link), so it is
 * one tab stop and one name. `$size` sm for a compact choice (a radio option in a label); an item
 * holding a checked radio or checkbox is marked as chosen.
 */
export const Item = styled(ItemBase)<{ $size?: 'md' | 'sm' }>`
  display: flex;
  align-items: ${({ $size }) => ($size === 'sm' ? 'center' : 'flex-start')};
  gap: ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.md)};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: ${({ theme, $size }) => ($size === 'sm' ? `${theme.space.sm} ${theme.space.md}` : theme.space.lg)};
  text-align: left;
  text-decoration: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  /* A compact item usually sits inside a card: raised from it, without a second shadow. */
  background: ${({ theme, $size }) => ($size === 'sm' ? theme.colors.surfaceRaised : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme, $size }) => ($size === 'sm' ? theme.radius.md : theme.radius.lg)};
  box-shadow: ${({ theme, $size }) => ($size === 'sm' ? 'none' : theme.shadow.card)};
  transition: border-color 0.15s ease;
  &:is(a, button, label) { cursor: pointer; }
  &:is(a, button):hover:not(:disabled),
  &:has(:checked) { border-color: ${({ theme }) => theme.colors.primary}; }
  &:disabled { opacity: 0.6; cursor: progress; }
`;

/** The item's words, taking the room between what is before and after. */
export const ItemContent = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  flex: 1;
`;
