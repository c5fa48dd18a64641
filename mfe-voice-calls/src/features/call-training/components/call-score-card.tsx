import { useTranslation } from 'react-i18next';
import type { CallScoreResponse } from '@app/contracts/voice';
import { Button, Card, Muted, Stack } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { ScorecardView } from '@app/ui/scorecard-view';
import { SectionHeading } from '@app/ui/section-heading';

export function CallScoreCard({ score, onReset }: { score: CallScoreResponse; onReset: () => void }) {
  const { t } = useTranslation('voice');
  const { t: ts } = useTranslation('scorecard');
  return (
    <Card aria-labelledby="call-score" data-testid="call-score">
      <Stack>
        <Row $justify="between" $align="baseline">
          <SectionHeading $size="lg" id="call-score">
            {t('call.scoreTitle')}
          </SectionHeading>
          <ScorePill score={score.overallScore}>{t('call.scoreValue', { score: score.overallScore })}</ScorePill>
        </Row>
        <SectionHeading as="h3">{t('call.strengths')}</SectionHeading>
        {score.strengths.length ? <ul>{score.strengths.map((s) => <li key={s}>{s}</li>)}</ul> : <Muted>{t('call.noStrengths')}</Muted>}
        <SectionHeading as="h3">{t('call.improvements')}</SectionHeading>
        {score.improvements.length ? <ul>{score.improvements.map((s) => <li key={s}>{s}</li>)}</ul> : <Muted>{t('call.noImprovements')}</Muted>}
        {score.scorecard && <ScorecardView card={score.scorecard} t={ts} testId="call-scorecard" />}
        <Row $wrap>
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
