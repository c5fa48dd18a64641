import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DISC_TRAITS, type DiscResult } from '@app/contracts/disc';
import { Card, Heading, Stack } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { semantic } from '@app/ui/tokens';
import { NaturalAdapted } from './natural-adapted';

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
            <Primary>{t('assessment.primary', { style: t(`disc:styles.${results.primaryStyle}`) })}</Primary>
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
                  <Track aria-hidden>
                    <Fill style={{ width: `${value}%`, background: semantic.disc[trait] }} />
                  </Track>
                </li>
              );
            })}
          </List>
        </Stack>
      </Card>
      <NaturalAdapted results={results} />
      <Card>
        <SectionHeading as="h3">{t('assessment.communicationStyle')}</SectionHeading>
        <Text>{a.communicationStyle}</Text>
        <SectionHeading as="h3">{t('assessment.decisionMaking')}</SectionHeading>
        <Text>{a.decisionMaking}</Text>
        <SectionHeading as="h3">{t('assessment.stressResponse')}</SectionHeading>
        <Text>{a.stressResponse}</Text>
        <SectionHeading as="h3">{t('assessment.motivationFactors')}</SectionHeading>
        <ul>{a.motivationFactors.map((m) => <li key={m}>{m}</li>)}</ul>
        <SectionHeading as="h3">{t('assessment.blindSpots')}</SectionHeading>
        <ul>{a.potentialBlindSpots.map((m) => <li key={m}>{m}</li>)}</ul>
      </Card>
      <LinkButton to="/coach?tab=disc">{t('assessment.viewCoaching')}</LinkButton>
      <LinkButton to="/progress" $variant="ghost">
        {t('assessment.viewProgress')}
      </LinkButton>
    </Stack>
  );
}

const Primary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;
