import { useTranslation } from 'react-i18next';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { BulkUploadCard } from './bulk-upload-card';
import { SingleRecordingCard } from './single-recording-card';

export function TrainingUploadPage() {
  const { t } = useTranslation('admin');
  return (
    <Screen data-testid="mfe-training-upload">
      <BackLink to="/">{t('backHome')}</BackLink>
      <Heading>{t('upload.title')}</Heading>
      <Muted>{t('upload.subtitle')}</Muted>
      <Stack>
        <SingleRecordingCard />
        <BulkUploadCard />
      </Stack>
    </Screen>
  );
}
