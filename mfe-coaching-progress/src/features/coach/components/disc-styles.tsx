import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted, Stack } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { SectionHeading } from '@app/ui/section-heading';
import { DISC_TYPES, type DiscType } from '../data/disc-types';

/** The four styles, then an invitation to the assessment (a retake once the agent has a profile). */
export function DiscStyles({ hasProfile }: { hasProfile: boolean }) {
  const { t } = useTranslation('coaching');
  return (
    <Stack>
      <div>
        <SectionHeading>{t('disc.title')}</SectionHeading>
        <Muted>{t('disc.intro')}</Muted>
      </div>
      {DISC_TYPES.map((type) => (
        <TypeCard key={type} as="article" $type={type} aria-labelledby={`disc-${type}`}>
          <Letter $type={type} aria-hidden>
            {type}
          </Letter>
          <div>
            <SectionHeading as="h3" id={`disc-${type}`}>
              {t(`disc:styles.${type}`)}
            </SectionHeading>
            <Muted>{t('disc.traits', { traits: t(`disc.types.${type}.traits`) })}</Muted>
            <p>{t(`disc.types.${type}.description`)}</p>
          </div>
        </TypeCard>
      ))}
      <Card data-testid="disc-assessment-invite">
        <SectionHeading>{t(hasProfile ? 'disc.retakeTitle' : 'disc.assessmentTitle')}</SectionHeading>
        <Muted>{t(hasProfile ? 'disc.retakeBody' : 'disc.assessmentBody')}</Muted>
        <LinkButton to="/disc-assessment" $variant={hasProfile ? 'ghost' : undefined}>
          {t(hasProfile ? 'disc.retakeLink' : 'disc.assessmentLink')}
        </LinkButton>
      </Card>
    </Stack>
  );
}

const TypeCard = styled(Card)<{ $type: DiscType }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme, $type }) => theme.semantic.disc[$type]};
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`;

const Letter = styled.span<{ $type: DiscType }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border-radius: 50%;
  border: 3px solid ${({ theme, $type }) => theme.semantic.disc[$type]};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
