import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DiscOptionId, DiscQuestion } from '@app/contracts/disc';
import { Card } from '@app/ui/card';
import { Stack } from '@app/ui/components';
import { FieldRoot, Label } from '@app/ui/field';
import { SmallText } from '@app/ui/small-text';

interface Props {
  question: DiscQuestion;
  selected: DiscOptionId | null;
  intensity: number;
  onChoose: (option: DiscOptionId) => void;
  onIntensity: (value: number) => void;
}

/** One situation with its four responses (a radio group); the intensity slider appears once one is picked. */
export function QuestionCard({ question, selected, intensity, onChoose, onIntensity }: Props) {
  const { t } = useTranslation('coaching');
  const key = `assessment.questions.q${question.id}`;
  const value = t('assessment.intensityValue', { value: intensity });
  return (
    <Card>
      <SmallText>{t(`assessment.categories.${question.category}`)}</SmallText>
      <Stack $gap="md">
        <Fieldset>
          <legend>{t(`${key}.situation`)}</legend>
          {question.options.map((option) => (
            <Option key={option.id}>
              <input type="radio" name={`q${question.id}`} value={option.id} checked={selected === option.id} onChange={() => onChoose(option.id)} />
              <span>{t(`${key}.${option.trait}`)}</span>
            </Option>
          ))}
        </Fieldset>
        {selected && (
          <FieldRoot>
            <Label htmlFor="disc-intensity">{t('assessment.intensityLabel')}</Label>
            <Range id="disc-intensity" type="range" min={1} max={5} step={1} value={intensity} aria-valuetext={value} onChange={(e) => onIntensity(Number(e.target.value))} />
            <output htmlFor="disc-intensity">
              <strong>{value}</strong>
            </output>
          </FieldRoot>
        )}
      </Stack>
    </Card>
  );
}

// The situation is the group's name (legend), read before its four answers.
const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend { margin-bottom: ${({ theme }) => theme.space.sm}; font-weight: 700; }
`;

// An answer is a whole 44 px tile; the picked one is outlined in the primary colour.
const Option = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.primary}; }
  input { margin-top: 3px; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

// The kit has no slider: the native range, full width, a 44 px target, in the theme's colour.
const Range = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touch};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;
