import { useTranslation } from 'react-i18next';
import { DISC_TRAITS, type DiscResult } from '@app/contracts/disc';
import { Card } from '@app/ui/card';
import { Heading, Stack } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { List } from '@app/ui/list';
import { Progress } from '@app/ui/progress';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { semantic } from '@app/ui/tokens';
import { NaturalAdapted } from './natural-adapted';

const ANALYSIS = ['communicationStyle', 'decisionMaking', 'stressResponse'] as const;
const PERCENT = { D: 'dominance', I: 'influence', S: 'steadiness', C: 'conscientiousness' } as const;

/** The results screen: percent per trait, primary and secondary style, natural vs adapted, the analysis. */
export function DiscResults({ results }: { results: DiscResult }) {
  const { t } = useTranslation('coaching');
  const a = results.detailedAnalysis;
  return (
    <Stack $gap="md" data-testid="disc-results">
      <Heading as="h2">{t('assessment.resultsTitle')}</Heading>
      <Card>
        <Stack $gap="md">
          <div>
            <SectionHeading as="strong" $size="lg">
              {t('assessment.primary', { style: t(`disc:styles.${results.primaryStyle}`) })}
            </SectionHeading>
            {results.secondaryStyle && <SmallText>{t('assessment.secondary', { style: t(`disc:styles.${results.secondaryStyle}`) })}</SmallText>}
          </div>
          <List>
            {DISC_TRAITS.map((trait) => {
              const value = results[PERCENT[trait]];
              return (
                <li key={trait}>
                  <Row $justify="between">
                    <span>{t(`disc:traits.${trait}`)}</span>
                    <strong>{t('assessment.percent', { value })}</strong>
                  </Row>
                  <Progress value={value} color={semantic.disc[trait]} size="lg" aria-hidden />
                </li>
              );
            })}
          </List>
        </Stack>
      </Card>
      <NaturalAdapted results={results} />
      <Card>
        <Stack $gap="md">
          {ANALYSIS.map((part) => (
            <div key={part}>
              <SectionHeading as="h3">{t(`assessment.${part}`)}</SectionHeading>
              <div>{a[part]}</div>
            </div>
          ))}
          <div>
            <SectionHeading as="h3">{t('assessment.motivationFactors')}</SectionHeading>
            <ul>{a.motivationFactors.map((m) => <li key={m}>{m}</li>)}</ul>
          </div>
          <div>
            <SectionHeading as="h3">{t('assessment.blindSpots')}</SectionHeading>
            <ul>{a.potentialBlindSpots.map((m) => <li key={m}>{m}</li>)}</ul>
          </div>
        </Stack>
      </Card>
      <LinkButton to="/coach?tab=disc">{t('assessment.viewCoaching')}</LinkButton>
      <LinkButton to="/progress" $variant="ghost">
        {t('assessment.viewProgress')}
      </LinkButton>
    </Stack>
  );
}
