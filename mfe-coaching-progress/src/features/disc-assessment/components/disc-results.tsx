import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DISC_TRAITS, type DiscResult } from '@app/contracts/disc';
import { Card, Heading, Muted, Stack } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
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
        <Primary>{t('assessment.primary', { style: t(`disc:styles.${results.primaryStyle}`) })}</Primary>
        {results.secondaryStyle && <Muted>{t('assessment.secondary', { style: t(`disc:styles.${results.secondaryStyle}`) })}</Muted>}
        <Bars>
          {DISC_TRAITS.map((trait) => {
            const value = results[PERCENT[trait]];
            return (
              <li key={trait}>
                <BarLabel>
                  <span>{t(`disc:traits.${trait}`)}</span>
                  <strong>{t('assessment.percent', { value })}</strong>
                </BarLabel>
                <Track aria-hidden>
                  <Fill style={{ width: `${value}%`, background: semantic.disc[trait] }} />
                </Track>
              </li>
            );
          })}
        </Bars>
      </Card>
      <NaturalAdapted results={results} />
      <Card>
        <Title>{t('assessment.communicationStyle')}</Title>
        <Text>{a.communicationStyle}</Text>
        <Title>{t('assessment.decisionMaking')}</Title>
        <Text>{a.decisionMaking}</Text>
        <Title>{t('assessment.stressResponse')}</Title>
        <Text>{a.stressResponse}</Text>
        <Title>{t('assessment.motivationFactors')}</Title>
        <ul>{a.motivationFactors.map((m) => <li key={m}>{m}</li>)}</ul>
        <Title>{t('assessment.blindSpots')}</Title>
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

const Bars = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const BarLabel = styled.div`
  display: flex;
  justify-content: space-between;
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

const Title = styled.h3`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Text = styled.p`
  margin: 0;
`;
