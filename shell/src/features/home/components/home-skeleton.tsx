import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '../../../lib/skeleton';

/** Spec 000 §2.4: shown until the user's figures and activity have arrived. */
export function HomeSkeleton() {
  const { t } = useTranslation('home');
  return (
    <Wrap aria-busy="true" aria-label={t('loadingDashboard')} data-testid="home-skeleton">
      <Skeleton $height="32px" $width="70%" />
      <Skeleton $height="18px" $width="55%" />
      <Skeleton $height="150px" />
      <Row>
        <Skeleton $height="132px" />
        <Skeleton $height="132px" />
      </Row>
      <Row>
        <Skeleton $height="132px" />
        <Skeleton $height="132px" />
      </Row>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
`;
