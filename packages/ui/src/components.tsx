import styled, { css, keyframes } from 'styled-components';

// One definition each: these screens' parts live in their own files and are re-exported for current callers.
export { Button, buttonStyle } from '@app/ui/button';
export { Card } from '@app/ui/card';
export { FieldError, FieldRoot as Field, Label } from '@app/ui/field';

/** A screen's centred column; $wide for screens of tables (admin), which would clip in the phone-width column. */
export const Screen = styled.main<{ $wide?: boolean }>`
  max-width: ${({ theme, $wide }) => ($wide ? theme.layout.wideMaxWidth : theme.layout.maxWidth)};
  margin: 0 auto;
  /* The bottom clears the navigation (the quick-menu button is docked in it), so the last row's actions stay tappable. */
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} calc(${theme.layout.navHeight} + ${theme.space.lg} * 2 + env(safe-area-inset-bottom, 0px))`};
  min-height: 100dvh;
`;

export const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

export const Stack = styled.div<{ $gap?: 'xs' | 'sm' | 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;

/** The kit's field style: inputs, selects and text areas look alike and mark an invalid value the same way. */
export const fieldStyle = css`
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const Input = styled.input`
  ${fieldStyle}
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.md};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export const Centered = styled.div`
  min-height: 60dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
`;
