import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DiscInference } from '@app/contracts/disc';
import { Button } from '@app/ui/components';
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
      <Actions>
        <Button type="button" onClick={onUse} disabled={applying} aria-busy={applying}>
          {applying ? t('discProfile.applying') : t('discProfile.useInferred')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onKeep} disabled={applying}>
          {t('discProfile.keepCurrent')}
        </Button>
      </Actions>
    </DiscProfileCard>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
