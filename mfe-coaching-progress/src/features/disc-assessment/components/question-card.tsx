import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DiscOptionId, DiscQuestion } from '@app/contracts/disc';
import { Card } from '@app/ui/components';

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
  return (
    <Card>
      <Category>{t(`assessment.categories.${question.category}`)}</Category>
      <Fieldset>
        <Legend>{t(`${key}.situation`)}</Legend>
        {question.options.map((option) => (
          <Option key={option.id} $checked={selected === option.id}>
            <input type="radio" name={`q${question.id}`} value={option.id} checked={selected === option.id} onChange={() => onChoose(option.id)} />
            <span>{t(`${key}.${option.trait}`)}</span>
          </Option>
        ))}
      </Fieldset>
      {selected && (
        <Intensity>
          <label htmlFor="disc-intensity">{t('assessment.intensityLabel')}</label>
          <input
            id="disc-intensity"
            type="range"
            min={1}
            max={5}
            step={1}
            value={intensity}
            aria-valuetext={t('assessment.intensityValue', { value: intensity })}
            onChange={(e) => onIntensity(Number(e.target.value))}
          />
          <output htmlFor="disc-intensity">{t('assessment.intensityValue', { value: intensity })}</output>
        </Intensity>
      )}
    </Card>
  );
}

const Category = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 700;
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  input { margin-top: 3px; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const Intensity = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
  input { width: 100%; min-height: ${({ theme }) => theme.layout.touch}; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
  output { font-weight: 700; }
`;
