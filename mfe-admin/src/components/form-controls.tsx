import styled from 'styled-components';
import { Button } from '@app/ui/components';
import { Row } from '@app/ui/row';

// The admin forms' own controls; selects, text areas, labels and legends are the kit's (@app/ui/select, text-area, components).

/** A checkbox and its words, the whole line a 44 px touch target. */
export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touch};
  font-size: ${({ theme }) => theme.fontSize.sm};
  input { width: 20px; height: 20px; }
`;

/** A group of fields without the browser's frame, its parts spaced like a Field's; name it with the kit's Label as a legend. */
export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
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
