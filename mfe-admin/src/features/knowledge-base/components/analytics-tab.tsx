import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted, Stack } from '@app/ui/components';
import { useChallenges } from '../api/get-challenges';

// Spec 001 §9: the custom phrase count is 0 until custom phrases exist.
const CUSTOM_PHRASES = 0;

export function AnalyticsTab() {
  const { t } = useTranslation('admin');
  const scenarios = useChallenges();
  return (
    <Stack>
      <Tiles>
        <Card>
          <Figure>{scenarios.data ? scenarios.data.length : '…'}</Figure>
          <Muted>{t('knowledgeBase.totalScenarios')}</Muted>
        </Card>
        <Card>
          <Figure>{CUSTOM_PHRASES}</Figure>
          <Muted>{t('knowledgeBase.customPhrases')}</Muted>
        </Card>
      </Tiles>
      <Card>
        <Title>{t('knowledgeBase.popularTitle')}</Title>
        <Muted>{t('knowledgeBase.popularEmpty')}</Muted>
      </Card>
    </Stack>
  );
}

const Tiles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  p { margin: 0; }
`;

const Figure = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xxl};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;
