import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

/** A label above its control; pair them with htmlFor/id so extra buttons stay out of the label's name. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

/** The inline message under an invalid control; point the control's aria-describedby at its id. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

type ControlProps = { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean | 'true' | 'false' };

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and announced; marks the control invalid. */
  error?: ReactNode;
  /** The one control (an Input, Select or TextArea): it gets the id, the description and aria-invalid. */
  children: ReactElement<ControlProps>;
}

/** A labelled control with its hint and error wired for screen readers, so a screen only passes texts. */
export function Field({ label, hint, error, children }: FieldProps) {
  const base = useId();
  const control = Children.only(children);
  const id = control.props.id ?? `${base}-control`;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [control.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {isValidElement(control) && cloneElement(control, { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : control.props['aria-invalid'] })}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldRoot>
  );
}
