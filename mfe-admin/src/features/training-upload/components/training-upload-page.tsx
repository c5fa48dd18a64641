import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '@app/contracts/training';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { BulkUploadCard } from './bulk-upload-card';
import { SingleRecordingCard } from './single-recording-card';
import { StoredRecordingsCard } from './stored-recordings-card';
import { UploadResultsCard } from './upload-results-card';

export function TrainingUploadPage() {
  const { t } = useTranslation('admin');
  const [result, setResult] = useState<UploadResult | null>(null);
  return (
    <Screen $wide data-testid="mfe-training-upload">
      <BackLink to="/">{t('backHome')}</BackLink>
      <Heading>{t('upload.title')}</Heading>
      <Muted>{t('upload.subtitle')}</Muted>
      <Stack>
        <SingleRecordingCard onResult={setResult} />
        <BulkUploadCard onResult={setResult} />
        <UploadResultsCard result={result} />
        <StoredRecordingsCard />
      </Stack>
    </Screen>
  );
}
