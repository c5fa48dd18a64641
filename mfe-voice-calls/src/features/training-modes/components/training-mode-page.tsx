import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Heading, Screen, Stack } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';

/** /voice-realistic and /voice-advanced: what the mode trains, and where to start it. */
export function TrainingModePage({ mode }: { mode: 'realistic' | 'advanced' }) {
  const { t } = useTranslation('voice');
  return (
    <Screen data-testid={`mfe-voice-${mode}`}>
      <Heading>{t(`modes.${mode}.title`)}</Heading>
      <Card>
        <Stack>
          <Body>{t(`modes.${mode}.body`)}</Body>
          <LinkButton to="/voice">{t('modes.voicePractice')}</LinkButton>
          <LinkButton to="/voice-training" $variant="ghost">
            {t('modes.callTraining')}
          </LinkButton>
        </Stack>
      </Card>
    </Screen>
  );
}

const Body = styled.p`
  margin: 0;
`;
