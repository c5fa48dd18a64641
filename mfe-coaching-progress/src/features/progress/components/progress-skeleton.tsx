import { useTranslation } from 'react-i18next';
import { Stack } from '@app/ui/components';
import { Grid } from '@app/ui/grid';
import { Skeleton } from '@app/ui/skeleton';

/** Grey blocks in the shape of the overview while the record loads. */
export function ProgressSkeleton() {
  const { t } = useTranslation('coaching');
  return (
    <Stack $gap="md" role="status" aria-label={t('progress.loading')} data-testid="progress-skeleton">
      <Skeleton $height="120px" $radius="lg" />
      <Grid $columns={3} $gap="sm">
        <Skeleton $height="72px" />
        <Skeleton $height="72px" />
        <Skeleton $height="72px" />
      </Grid>
      <Skeleton $height="180px" $radius="lg" />
    </Stack>
  );
}
