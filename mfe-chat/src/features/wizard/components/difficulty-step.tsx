import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Stack } from '@app/ui/components';
import { DIFFICULTIES, type ChatDifficulty } from '@app/contracts/chat';
import { SmallText } from '@app/ui/small-text';
import { Item, ItemContent } from '@app/ui/item';
import { ScorecardPreview } from './scorecard-preview';
import { StepHeader } from './step-header';

const LEVEL = { easy: 1, medium: 2, hard: 3 } as const;

interface Props {
  scenarioTitle: string;
  /** The scenario id the card is asked for ("property-inquiry", "challenge-12"). */
  scenarioKey: string;
  onBack: () => void;
  onChoose: (difficulty: ChatDifficulty) => void;
}

export function DifficultyStep({ scenarioTitle, scenarioKey, onBack, onChoose }: Props) {
  const { t } = useTranslation('chat');
  return (
    <>
      <StepHeader step={2} title={t('wizard.chooseDifficulty')} hint={t('wizard.selectedScenario', { title: scenarioTitle })} onBack={onBack} />
      <Stack $gap="lg">
        <Stack>
          {DIFFICULTIES.map((level) => (
            <Item key={level} asChild>
              <button type="button" onClick={() => onChoose(level)}>
                <Bars aria-hidden>
                  {[1, 2, 3].map((bar) => (
                    <Bar key={bar} $height={bar} $on={bar <= LEVEL[level]} />
                  ))}
                </Bars>
                <ItemContent>
                  <strong>{t(`difficulty.${level}.label`)}</strong>
                  <SmallText>{t(`difficulty.${level}.description`)}</SmallText>
                </ItemContent>
              </button>
            </Item>
          ))}
        </Stack>
        <ScorecardPreview scenarioKey={scenarioKey} />
      </Stack>
    </>
  );
}

const Bars = styled.span`
  flex: none;
  display: flex;
  align-items: flex-end;
  gap: 3px;
  height: 24px;
  padding-top: 2px;
`;

const Bar = styled.span<{ $height: number; $on: boolean }>`
  width: 6px;
  height: ${({ $height }) => 6 + $height * 5}px;
  border-radius: 2px;
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
`;
