import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'md' | 'sm' | 'icon';

type ButtonStyleProps = { $variant?: ButtonVariant; $size?: ButtonSize };

const background = { primary: 'primary', danger: 'danger' } as const;
const foreground = { primary: 'primaryText', danger: 'dangerText', ghost: 'text', link: 'primary' } as const;

/**
 * The one definition of how an action looks: a 44 px target in every size; `$variant` primary
 * (default), ghost (outlined), danger or link (primary text, no box); `$size` sm for a compact
 * label beside other content, icon for a round icon-only button (give it an aria-label).
 */
export const buttonStyle = css<ButtonStyleProps>`
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'ghost' ? theme.colors.border : 'transparent')};
  background: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' || $variant === 'danger' ? theme.colors[background[$variant]] : 'transparent')};
  color: ${({ theme, $variant = 'primary' }) => theme.colors[foreground[$variant]]};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  font-family: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  ${({ $size, theme }) =>
    $size === 'icon' &&
    css`
      display: inline-grid;
      place-items: center;
      flex: none;
      width: ${theme.layout.touch};
      padding: 0;
      border-radius: ${theme.radius.pill};
    `}
  ${({ $size, $variant }) =>
    ($size === 'sm' || $variant === 'link') &&
    css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: ${({ theme }) => theme.space.xs};
    `}
  ${({ $variant, theme }) => $variant === 'link' && `padding: 0 ${theme.space.sm};`}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

/** asChild hands the look to its one child (a router Link that reads as a button), Radix Slot style. */
function ButtonBase({ asChild, ...props }: ComponentPropsWithRef<'button'> & { asChild?: boolean }) {
  const Component = asChild ? Slot : 'button';
  return <Component {...props} />;
}

/** A styled component, so `styled(Button)` and `as` keep working for the screens that use them. */
export const Button = styled(ButtonBase)<ButtonStyleProps>`
  ${buttonStyle}
  ${({ asChild }) => asChild && 'display: inline-flex; align-items: center; justify-content: center;'}
`;
