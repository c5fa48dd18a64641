import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallScoreResponse } from '@app/contracts/voice';
import { Button, Card, Muted, Stack } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { ScorePill } from '@app/ui/score-pill';
import { ScorecardView } from '@app/ui/scorecard-view';

export function CallScoreCard({ score, onReset }: { score: CallScoreResponse; onReset: () => void }) {
  const { t } = useTranslation('voice');
  const { t: ts } = useTranslation('scorecard');
  return (
    <Card aria-labelledby="call-score" data-testid="call-score">
      <Stack>
        <Head>
          <H2 id="call-score">{t('call.scoreTitle')}</H2>
          <ScorePill score={score.overallScore}>{t('call.scoreValue', { score: score.overallScore })}</ScorePill>
        </Head>
        <H3>{t('call.strengths')}</H3>
        {score.strengths.length ? <ul>{score.strengths.map((s) => <li key={s}>{s}</li>)}</ul> : <Muted>{t('call.noStrengths')}</Muted>}
        <H3>{t('call.improvements')}</H3>
        {score.improvements.length ? <ul>{score.improvements.map((s) => <li key={s}>{s}</li>)}</ul> : <Muted>{t('call.noImprovements')}</Muted>}
        {score.scorecard && <ScorecardView card={score.scorecard} t={ts} testId="call-scorecard" />}
        <Row>
          <Button type="button" onClick={onReset}>
            {t('call.tryAnother')}
          </Button>
          <LinkButton to="/progress" $variant="ghost">
            {t('call.viewProgress')}
          </LinkButton>
        </Row>
      </Stack>
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;
const H2 = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
const H3 = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;
const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;
