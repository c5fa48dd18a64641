import styled from 'styled-components';
import { Button } from '@app/ui/components';
import { Row } from '@app/ui/row';

// The admin forms' own controls; selects, text areas and labels are the kit's (@app/ui/select, text-area, components).

/** A checkbox and its words, the whole line a 44 px touch target. */
export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touch};
  font-size: ${({ theme }) => theme.fontSize.sm};
  input { width: 20px; height: 20px; }
`;

/** A 44 px square icon button for table and list rows; aria-pressed shows as the "good" colour. It never shrinks beside a field. */
export const IconButton = styled.button`
  flex: none;
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

/** A group of fields without the browser's frame, its parts spaced like a Field's. */
export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A Fieldset's name, in the kit Label's type. */
export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

/** A dialog form's Cancel and submit buttons (the submit label says when it is saving). */
export function FormActions({ onCancel, cancelLabel, submitLabel, disabled }: { onCancel: () => void; cancelLabel: string; submitLabel: string; disabled: boolean }) {
  return (
    <Row $justify="end" $wrap>
      <Button type="button" $variant="ghost" onClick={onCancel}>{cancelLabel}</Button>
      <Button type="submit" disabled={disabled}>{submitLabel}</Button>
    </Row>
  );
}
