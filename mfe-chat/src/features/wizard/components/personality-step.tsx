import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Muted, Stack } from '@app/ui/components';
import { DISC_TYPES, type DiscType } from '@app/contracts/chat';
import { Chip, OptionBody, OptionButton, OptionText, OptionTitle } from '../../../lib/option-button';
import { PersonalityBadge } from '../../../lib/personality-badge';
import { StepHeader } from './step-header';

interface Props {
  scenarioTitle: string;
  difficultyLabel: string;
  starting: boolean;
  failed: boolean;
  onBack: () => void;
  onChoose: (personality: DiscType) => void;
}

export function PersonalityStep({ scenarioTitle, difficultyLabel, starting, failed, onBack, onChoose }: Props) {
  const { t } = useTranslation('chat');
  return (
    <>
      <StepHeader step={3} title={t('wizard.choosePersonality')} hint={t('wizard.choosePersonalityHint')} onBack={starting ? undefined : onBack} />
      <Muted>
        {t('wizard.selectedScenario', { title: scenarioTitle })} · {difficultyLabel}
      </Muted>
      {starting && <Muted role="status">{t('wizard.starting')}</Muted>}
      {failed && <Muted role="alert">{t('wizard.startFailed')}</Muted>}
      <Stack>
        {DISC_TYPES.map((type) => (
          <OptionButton key={type} type="button" disabled={starting} onClick={() => onChoose(type)}>
            <PersonalityBadge type={type} />
            <OptionBody>
              <OptionTitle>{t(`personalities.${type}.title`)}</OptionTitle>
              <OptionText>{t(`personalities.${type}.name`)}</OptionText>
              <Traits>
                {(t(`personalities.${type}.traits`, { returnObjects: true }) as string[]).map((trait) => (
                  <Chip key={trait}>{trait}</Chip>
                ))}
              </Traits>
              <OptionText>{t(`personalities.${type}.behavior`)}</OptionText>
            </OptionBody>
          </OptionButton>
        ))}
      </Stack>
    </>
  );
}

const Traits = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
