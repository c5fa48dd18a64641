import styled, { css } from 'styled-components';
import { Button } from '@app/ui/components';

// Select and multi-line inputs in the look of @app/ui's Input (44 px touch target, tokens only).
const control = css`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-family: inherit;
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touch};
  font-size: ${({ theme }) => theme.fontSize.sm};
  input { width: 20px; height: 20px; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A 44 px square icon button for table and list rows; aria-pressed shows as the "good" colour. */
export const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] { color: ${({ theme }) => theme.semantic.score.good}; }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

/** A dialog form's Cancel and submit buttons (the submit label says when it is saving). */
export function FormActions({ onCancel, cancelLabel, submitLabel, disabled }: { onCancel: () => void; cancelLabel: string; submitLabel: string; disabled: boolean }) {
  return (
    <Actions>
      <Button type="button" $variant="ghost" onClick={onCancel}>{cancelLabel}</Button>
      <Button type="submit" disabled={disabled}>{submitLabel}</Button>
    </Actions>
  );
}
