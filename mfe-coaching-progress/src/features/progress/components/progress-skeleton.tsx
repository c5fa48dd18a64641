import { useTranslation } from 'react-i18next';
import { Stack } from '@app/ui/components';
import { Grid } from '@app/ui/grid';
import { Skeleton } from '@app/ui/skeleton';

/**
 * Grey blocks in the shape of the overview's first screen (level, tiles, medals, recent unlocks)
 * while the record loads: as tall as what replaces them, so the cards below stay put.
 */
export function ProgressSkeleton() {
  const { t } = useTranslation('coaching');
  return (
    <Stack $gap="md" role="status" aria-label={t('progress.loading')} data-testid="progress-skeleton">
      <Skeleton $height="160px" $radius="lg" />
      <Grid $columns={3} $gap="sm">
        <Skeleton $height="88px" />
        <Skeleton $height="88px" />
        <Skeleton $height="88px" />
      </Grid>
      <Skeleton $height="210px" $radius="lg" />
      <Skeleton $height="140px" $radius="lg" />
    </Stack>
  );
}
