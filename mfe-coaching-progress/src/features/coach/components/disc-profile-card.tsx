import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DISC_TRAITS, type DiscProfile } from '@app/contracts/disc';
import { Card } from '@app/ui/card';
import { Muted } from '@app/ui/components';
import { DiscBadge } from '@app/ui/disc-badge';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';

const PERCENT = { D: 'dominant', I: 'influencer', S: 'steady', C: 'compliant' } as const;

interface Props {
  profile: DiscProfile;
  title: string;
  testId: string;
  children?: ReactNode;
}

/** One DISC profile: its primary style, description and the four percentages (the stored or the inferred one). */
export function DiscProfileCard({ profile, title, testId, children }: Props) {
  const { t } = useTranslation('coaching');
  const type = DISC_TRAITS.includes(profile.primaryType) ? profile.primaryType : 'D';
  return (
    <Card data-testid={testId} aria-label={title}>
      <SectionHeading>{title}</SectionHeading>
      <Row $gap="md">
        <DiscBadge type={type} />
        <div>
          <Name>{t(`disc:styles.${type}`)}</Name>
          <Muted>{t('disc.traits', { traits: t(`disc.types.${type}.traits`) })}</Muted>
        </div>
      </Row>
      <p>{t(`disc.types.${type}.description`)}</p>
      <Percents aria-label={t('discProfile.percentsLabel')}>
        {DISC_TRAITS.map((trait) => (
          <div key={trait}>
            <dt>{t(`disc:traits.${trait}`)}</dt>
            <dd>{t('assessment.percent', { value: profile[PERCENT[trait]] })}</dd>
          </div>
        ))}
      </Percents>
      {children}
    </Card>
  );
}

// The style's name leads the card: a paragraph (the percentages below name the traits again).
const Name = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

// The four percentages, each name beside its figure: two by two where the longest names fit (Russian ones did not, on a phone).
const Percents = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  div { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; }
`;
