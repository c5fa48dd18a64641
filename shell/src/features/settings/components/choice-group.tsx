import styled from 'styled-components';
import { Grid } from '@app/ui/grid';
import { VisuallyHidden } from '@app/ui/visually-hidden';

interface Option<T extends string> {
  value: T;
  label: string;
  lang?: string;
}

interface Props<T extends string> {
  name: string;
  legend: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}

/** Native radio buttons drawn as large segments: arrow keys, labels and screen readers work as usual. */
export function ChoiceGroup<T extends string>({ name, legend, value, options, onChange }: Props<T>) {
  return (
    <Fieldset>
      <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      <Grid $columns={options.length} $gap="sm">
        {options.map((option) => (
          <Choice key={option.value} lang={option.lang}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </Choice>
        ))}
      </Grid>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  cursor: pointer;
  input { accent-color: ${({ theme }) => theme.colors.primary}; width: 18px; height: 18px; margin: 0; }
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.surfaceRaised}; }
  &:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;
