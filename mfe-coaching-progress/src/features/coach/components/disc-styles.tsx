import { useTranslation } from 'react-i18next';
import { Card } from '@app/ui/card';
import { Muted, Stack } from '@app/ui/components';
import { DiscBadge } from '@app/ui/disc-badge';
import { Item, ItemContent } from '@app/ui/item';
import { LinkButton } from '@app/ui/links';
import { SectionHeading } from '@app/ui/section-heading';
import { DISC_TYPES } from '../data/disc-types';

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
        <Item key={type} as="article" aria-labelledby={`disc-${type}`}>
          <DiscBadge type={type} />
          <ItemContent as="div">
            <SectionHeading as="h3" id={`disc-${type}`}>
              {t(`disc:styles.${type}`)}
            </SectionHeading>
            <Muted>{t('disc.traits', { traits: t(`disc.types.${type}.traits`) })}</Muted>
            <div>{t(`disc.types.${type}.description`)}</div>
          </ItemContent>
        </Item>
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
