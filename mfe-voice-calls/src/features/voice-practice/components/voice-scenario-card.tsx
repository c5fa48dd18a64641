import { useTranslation } from 'react-i18next';
import { Muted } from '@app/ui/components';
import { Item, ItemContent } from '@app/ui/item';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import type { VoiceScenario } from '../data/voice-scenarios';

export function VoiceScenarioCard({ scenario, onChoose }: { scenario: VoiceScenario; onChoose: () => void }) {
  const { t } = useTranslation('voice');
  return (
    <article aria-labelledby={`voice-${scenario.id}`}>
      <Item asChild>
        <button type="button" onClick={onChoose}>
          <ItemContent>
          <Row $justify="between" $align="baseline">
            <SectionHeading id={`voice-${scenario.id}`}>{t(`practice.scenarios.${scenario.key}.title`)}</SectionHeading>
            <DifficultyBadge level={scenario.difficulty} />
          </Row>
          <Muted>{t('practice.duration', scenario.seconds)}</Muted>
          <span>{t(`practice.scenarios.${scenario.key}.text`)}</span>
          </ItemContent>
        </button>
      </Item>
    </article>
  );
}
