import { useTranslation } from 'react-i18next';
import { Stack } from '@app/ui/components';
import { Skeleton } from '@app/ui/skeleton';
import { Tiles } from './practice-tiles';

/** Spec 000 §2.4: shown until the user's figures and activity have arrived; the blocks stand where the greeting and tiles will. */
export function HomeSkeleton() {
  const { t } = useTranslation('home');
  return (
    <Stack aria-busy="true" aria-label={t('loadingDashboard')} data-testid="home-skeleton">
      <Skeleton $height="32px" $width="70%" />
      <Skeleton $height="18px" $width="55%" />
      <Skeleton $height="150px" />
      <Tiles>
        <Skeleton $height="132px" />
        <Skeleton $height="132px" />
        <Skeleton $height="132px" />
        <Skeleton $height="132px" />
      </Tiles>
    </Stack>
  );
}
