import styled, { css, keyframes } from 'styled-components';

/** A screen's centred column; $wide for screens of tables (admin), which would clip in the phone-width column. */
export const Screen = styled.main<{ $wide?: boolean }>`
  max-width: ${({ theme, $wide }) => ($wide ? theme.layout.wideMaxWidth : theme.layout.maxWidth)};
  margin: 0 auto;
  /* The bottom clears the navigation (the quick-menu button is docked in it), so the last row's actions stay tappable. */
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} calc(${theme.layout.navHeight} + ${theme.space.lg} * 2 + env(safe-area-inset-bottom, 0px))`};
  min-height: 100dvh;
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

export const Stack = styled.div<{ $gap?: 'sm' | 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;

export const Button = styled.button<{ $variant?: 'primary' | 'ghost' | 'danger' }>`
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'ghost' ? theme.colors.border : 'transparent')};
  background: ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary' ? theme.colors.primary : $variant === 'danger' ? theme.colors.danger : 'transparent'};
  color: ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary' ? theme.colors.primaryText : $variant === 'danger' ? theme.colors.dangerText : theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
  cursor: pointer;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
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

export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
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

/** A label above its control; pair them with htmlFor/id so extra buttons stay out of the label's name. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The inline message under an invalid control; point the control's aria-describedby at its id. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
