import { useTranslation } from 'react-i18next';
import type { DiscInference } from '@app/contracts/disc';
import { Button } from '@app/ui/button';
import { Row } from '@app/ui/row';
import { DiscProfileCard } from './disc-profile-card';

interface Props {
  inference: DiscInference;
  applying: boolean;
  onUse: () => void;
  onKeep: () => void;
}

/** The style inferred from the agent's chats, shown beside their profile until they choose one. */
export function DiscInferenceCard({ inference, applying, onUse, onKeep }: Props) {
  const { t } = useTranslation('coaching');
  return (
    <DiscProfileCard profile={inference} title={t('discProfile.inferredTitle')} testId="disc-inference">
      <p>{t('discProfile.inferredBody')}</p>
      <Row $wrap>
        <Button type="button" onClick={onUse} disabled={applying} aria-busy={applying}>
          {applying ? t('discProfile.applying') : t('discProfile.useInferred')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onKeep} disabled={applying}>
          {t('discProfile.keepCurrent')}
        </Button>
      </Row>
    </DiscProfileCard>
  );
}
