import { useTranslation } from 'react-i18next';
import { Muted, Stack } from '@app/ui/components';
import { DISC_TYPES, type DiscType } from '@app/contracts/chat';
import { Badge } from '@app/ui/badge';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { DiscBadge } from '@app/ui/disc-badge';
import { Item, ItemContent } from '@app/ui/item';
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
          <Item key={type} asChild>
            <button type="button" disabled={starting} onClick={() => onChoose(type)}>
              <DiscBadge type={type} />
              <ItemContent>
                <strong>{t(`personalities.${type}.title`)}</strong>
                <SmallText>{t(`personalities.${type}.name`)}</SmallText>
                <Row as="span" $wrap $gap="xs">
                  {(t(`personalities.${type}.traits`, { returnObjects: true }) as string[]).map((trait) => (
                    <Badge key={trait}>{trait}</Badge>
                  ))}
                </Row>
                <SmallText>{t(`personalities.${type}.behavior`)}</SmallText>
              </ItemContent>
            </button>
          </Item>
        ))}
      </Stack>
    </>
  );
}
